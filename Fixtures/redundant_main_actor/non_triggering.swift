import SwiftUI
import UIKit

// Plain classes need the attribute: nothing else puts them on the main actor.
@MainActor final class FeedViewModel: ObservableObject {
    @Published private(set) var titles: [String] = []

    func load() async {
        titles = ["Welcome"]
    }
}

@MainActor
final class SearchViewModel: BaseViewModel {
    var query = ""
}

// NSObject subclasses that conform to UIKit protocols are not responders.
@MainActor final class FeedDataSource: NSObject, UITableViewDataSource {
    var rows: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

// An unknown superclass whose name does not look like a view controller.
@MainActor final class ChatStore: SyncEngine {
    var unreadCount = 0
}

// Functions, properties, closures and initializers inside a view controller.
final class DashboardViewController: UIViewController {
    @MainActor var lastRefresh: Date?
    private let statusLabel = UILabel()

    @MainActor func applyStatus(_ text: String) {
        statusLabel.text = text
    }

    nonisolated func makeRequest() -> URLRequest {
        URLRequest(url: URL(string: "https://example.com/status")!)
    }

    func refresh() {
        Task.detached { [weak self] in
            await MainActor.run { self?.statusLabel.text = "Refreshing…" }
        }
        Task { @MainActor in
            self.lastRefresh = Date()
        }
    }
}

// Protocols, structs and SwiftUI views.
@MainActor protocol Refreshing: AnyObject {
    func refresh()
}

@MainActor struct BadgeFormatter {
    func format(_ count: Int) -> String { count > 99 ? "99+" : "\(count)" }
}

@MainActor struct StatusBanner: View {
    let text: String

    var body: some View {
        Text(text).padding()
    }
}

// A view controller without the attribute.
final class ArchiveViewController: UIViewController {}

// Mentioned in comments and strings: @MainActor final class X: UIViewController
let concurrencyNote = "@MainActor final class ProfileViewController: UIViewController"

// A Mac target's app delegate shares its name with the iOS one in triggering.swift; this one
// is an NSObject, which nothing isolates to the main actor.
@MainActor final class AppDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {}
}
