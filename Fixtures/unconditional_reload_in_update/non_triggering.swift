import SwiftUI
import UIKit
import WebKit

// Reloads guarded by a comparison with the last value, reloads outside update…,
// and calls that only look similar.

// The coordinator remembers what it loaded.
struct GuardedWebView: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.load(URLRequest(url: url))
        context.coordinator.lastURL = url
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        guard context.coordinator.lastURL != url else { return }
        context.coordinator.lastURL = url
        webView.load(URLRequest(url: url))
    }

    final class Coordinator {
        var lastURL: URL?
    }
}

// An `if` comparing with the current state around the reload.
struct ChangelogView: UIViewRepresentable {
    let html: String

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView { WKWebView() }

    func updateUIView(_ uiView: WKWebView, context: Context) {
        if context.coordinator.renderedHTML != html {
            context.coordinator.renderedHTML = html
            uiView.loadHTMLString(html, baseURL: nil)
        }
    }

    final class Coordinator {
        var renderedHTML = ""
    }
}

// Coordinator check through a method, and a diffable apply instead of a reload.
struct MessagesTable: UIViewRepresentable {
    var messages: [String]

    func makeCoordinator() -> MessagesCoordinator { MessagesCoordinator() }

    func makeUIView(context: Context) -> UITableView {
        let table = UITableView()
        table.reloadData()
        return table
    }

    func updateUIView(_ tableView: UITableView, context: Context) {
        if context.coordinator.needsReload(for: messages) {
            tableView.reloadData()
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(messages)
        context.coordinator.dataSource?.apply(snapshot, animatingDifferences: true)
    }
}

final class MessagesCoordinator {
    private var shown: [String] = []
    var dataSource: UITableViewDiffableDataSource<Int, String>?

    func needsReload(for messages: [String]) -> Bool {
        defer { shown = messages }
        return shown != messages
    }
}

// Identity comparison before replacing the visible page.
struct StoryPager: UIViewControllerRepresentable {
    var pages: [UIViewController]
    var index: Int

    func makeUIViewController(context: Context) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.setViewControllers([pages[index]], direction: .forward, animated: false)
        return pager
    }

    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
        let target = pages[index]
        guard pager.viewControllers?.first !== target else { return }
        pager.setViewControllers([target], direction: .forward, animated: true)
    }
}

// The reload sits in a closure that the update only stores for later (pull to refresh).
struct RefreshableTable: UIViewRepresentable {
    var onRefresh: () -> Void

    func makeCoordinator() -> RefreshCoordinator { RefreshCoordinator() }

    func makeUIView(context: Context) -> UITableView { UITableView() }

    func updateUIView(_ tableView: UITableView, context: Context) {
        // reloadData() runs when the refresh finishes, not on every update.
        context.coordinator.onFinished = {
            tableView.reloadData()
        }
        context.coordinator.onRefresh = onRefresh
    }
}

final class RefreshCoordinator {
    var onFinished: (() -> Void)?
    var onRefresh: (() -> Void)?
}

// The same calls in a UIKit view controller, outside any representable.
final class HelpViewController: UIViewController {
    private let webView = WKWebView()
    private let tableView = UITableView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
        webView.load(URLRequest(url: URL(string: "https://example.com/help")!))
    }

    func updateUIView(_ view: UIView) {
        tableView.reloadData()
    }
}

// Plain property updates, and the names only in a string.
struct StatusLabel: UIViewRepresentable {
    var text: String

    func makeUIView(context: Context) -> UILabel { UILabel() }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
        label.accessibilityLabel = "reloadData() is not needed for \(text)"
    }
}

// A reload delegated to the coordinator, which compares with what it loaded last.
struct DocsWebView: UIViewRepresentable {
    let url: URL?

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView { context.coordinator.webView }

    func updateUIView(_ uiView: WKWebView, context: Context) {
        if let url {
            context.coordinator.load(url)
        }
    }

    final class Coordinator {
        let webView = WKWebView()
        private var current: URL?

        func load(_ url: URL) {
            guard url != current else { return }
            current = url
            webView.load(URLRequest(url: url))
        }
    }
}

// An image loader's load(_:) is not a page reload (its cache answers repeated requests).
final class RemoteImageLoader {
    func load(_ url: URL) {}
}

struct AvatarImage: UIViewRepresentable {
    let url: URL
    let loader: RemoteImageLoader

    func makeUIView(context: Context) -> UIImageView { UIImageView() }

    func updateUIView(_ imageView: UIImageView, context: Context) {
        loader.load(url)
    }
}
