import SwiftUI
import Combine

// fixture-options: deployment_target=16.0
// @Observable needs iOS 17: with a minimum of iOS 16, ObservableObject is the way.

@MainActor
final class InboxModel: ObservableObject {
    @Published var messages: [String] = []
    @Published var unreadCount = 0
}

final class SessionStore: NSObject, ObservableObject {
    @Published var isSignedIn = false
}
