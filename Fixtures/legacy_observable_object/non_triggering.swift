import SwiftUI
import Combine
import Observation

// Already @Observable, not an ObservableObject, or without @Published.

@Observable
final class ProfileModel {
    var name = ""
    var followers = 0
}

// ObservableObject with manual change notification and no @Published.
final class DownloadMonitor: ObservableObject {
    private(set) var progress = 0.0 {
        willSet { objectWillChange.send() }
    }
}

// @Published in a UIKit view model that a view controller observes with Combine;
// it is not an ObservableObject.
final class LoginViewModel {
    @Published var email = ""
    @Published var password = ""

    var isValid: AnyPublisher<Bool, Never> {
        Publishers.CombineLatest($email, $password)
            .map { !$0.isEmpty && $1.count >= 8 }
            .eraseToAnyPublisher()
    }
}

// A fallback kept for systems before iOS 17.
@available(iOS, deprecated: 17.0, message: "Use ProfileModel")
final class LegacyProfileModel: ObservableObject {
    @Published var name = ""
}

// Protocols and structs that mention the name; the name in comments and strings.
protocol ObservableObjectProviding {
    associatedtype Model: ObservableObject
    var model: Model { get }
}

struct ObservableObjectDocs {
    // class Old: ObservableObject { @Published var x = 0 }
    let note = "final class Store: ObservableObject { @Published var x = 0 }"
}
