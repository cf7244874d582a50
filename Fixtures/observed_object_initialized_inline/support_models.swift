import SwiftUI

// Observable objects for this run.

@MainActor
final class CartStore: ObservableObject {
    static let shared = CartStore()
    @Published var items: [String] = []
    init() {}
    init(seed: [String]) { items = seed }
}

@MainActor
final class ThemeManager: ObservableObject {
    static let shared = ThemeManager()
    @Published var accent: Color = .blue
}

struct APIClient {
    static let live = APIClient()
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published var posts: [String] = []
    init(api: APIClient) {}
}

@MainActor
final class AppEnvironment {
    static let current = AppEnvironment()
    let theme = ThemeManager()
}
