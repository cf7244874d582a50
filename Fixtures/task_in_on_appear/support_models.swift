import SwiftUI

// Shared models for this run; no onAppear here.

@MainActor
final class InboxModel: ObservableObject {
    @Published var messages: [String] = []
    @Published var unreadCount = 0

    func load() async {}
    func refreshBadge() async {}
    func markSeen() {}
    func start() {}
}

struct ScreenTracker {
    func onAppear(_ action: @escaping () -> Void) { action() }
}

enum Analytics {
    static func log(_ event: String) {}
}
