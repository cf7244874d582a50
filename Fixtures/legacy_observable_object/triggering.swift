import SwiftUI
import Combine

// ObservableObject classes with @Published properties on a target that has
// @Observable (iOS 17+; no option here means a current target).

final class FeedViewModel: ObservableObject { // expect: legacy_observable_object
    @Published var posts: [String] = []
    @Published var isLoading = false

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        posts = ["Hello"]
    }
}

// Attribute on the line above; the finding is on the `class` line.
@MainActor
final class CartStore: ObservableObject { // expect: legacy_observable_object
    @Published private(set) var items: [String] = []
    private var cancellables = Set<AnyCancellable>()

    func add(_ item: String) { items.append(item) }
}

// NSObject subclass conforming among other protocols, with a multi-line
// inheritance clause.
class LocationProvider: NSObject, // expect: legacy_observable_object
                        ObservableObject,
                        @unchecked Sendable {
    @Published var authorizationGranted = false
}

// Nested in an enum namespace, and a generic class.
enum Settings {
    final class Store: ObservableObject { // expect: legacy_observable_object
        @Published var usesMetricUnits = true
    }
}

final class PagedLoader<Item: Identifiable>: ObservableObject { // expect: legacy_observable_object
    @Published var pages: [[Item]] = []
}

// Qualified conformance.
final class ThemeSettings: Combine.ObservableObject { // expect: legacy_observable_object
    @Published var accent = "blue"
}
