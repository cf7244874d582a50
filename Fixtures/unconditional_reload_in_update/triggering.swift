import SwiftUI
import UIKit
import WebKit

// update… runs after every change of any input or of the environment (size,
// colour scheme, …); each of these reloads on every one of them.

// Loads the request on every update: the page reloads and loses its scroll position.
struct HelpCenterWebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView { WKWebView() }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: url)) // expect: unconditional_reload_in_update
    }
}

// HTML rebuilt and reloaded every time, after some unrelated configuration.
struct ReceiptView: UIViewRepresentable {
    let html: String
    var isDarkMode: Bool

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.isOpaque = false
        return webView
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {
        uiView.backgroundColor = isDarkMode ? .black : .white
        let styled = "<style>body{font: -apple-system-body}</style>" + html
        uiView.loadHTMLString(styled, baseURL: nil) // expect: unconditional_reload_in_update
    }
}

// An optional unwrap is not a comparison with the last loaded value.
struct PolicyWebView: UIViewRepresentable {
    let link: URL?
    let markup: String?

    func makeUIView(context: Context) -> WKWebView { WKWebView() }

    func updateUIView(_ webView: WKWebView, context: Context) {
        if let markup {
            webView.loadHTMLString(markup, baseURL: link) // expect: unconditional_reload_in_update
            return
        }
        guard let link else { return }
        let request = URLRequest(url: link, cachePolicy: .returnCacheDataElseLoad)
        webView.load(request) // expect: unconditional_reload_in_update
    }
}

// A table reloaded on every update, together with its coordinator refresh.
struct ContactsTable: UIViewRepresentable {
    var contacts: [String]

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITableView {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        table.dataSource = context.coordinator
        return table
    }

    func updateUIView(_ tableView: UITableView, context: Context) {
        context.coordinator.contacts = contacts
        tableView.reloadData() // expect: unconditional_reload_in_update
    }

    final class Coordinator: NSObject, UITableViewDataSource {
        var contacts: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            contacts.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = contacts[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }
}

// A collection view reached through the coordinator.
struct TagCloud: UIViewRepresentable {
    var tags: [String]

    func makeCoordinator() -> TagCloudCoordinator { TagCloudCoordinator() }

    func makeUIView(context: Context) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        context.coordinator.collectionView = view
        return view
    }

    func updateUIView(_ uiView: UICollectionView, context: Context) {
        context.coordinator.tags = tags
        context.coordinator.collectionView?.reloadData() // expect: unconditional_reload_in_update
    }
}

final class TagCloudCoordinator {
    var tags: [String] = []
    weak var collectionView: UICollectionView?
}

// A page controller whose current page is reset on every update.
struct OnboardingPager: UIViewControllerRepresentable {
    var pages: [UIViewController]
    var currentPage: Int

    func makeUIViewController(context: Context) -> UIPageViewController {
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
        pageViewController.setViewControllers( // expect: unconditional_reload_in_update
            [pages[currentPage]],
            direction: .forward,
            animated: true
        )
    }
}

// Delegated to a coordinator method that reloads without any comparison.
struct MeetingWebView: UIViewRepresentable {
    let url: URL?

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView { context.coordinator.webView }

    func updateUIView(_ uiView: WKWebView, context: Context) {
        if let url {
            context.coordinator.load(url) // expect: unconditional_reload_in_update
        }
    }

    final class Coordinator {
        let webView = WKWebView()

        func load(_ url: URL) {
            if url.isFileURL {
                webView.loadFileURL(url, allowingReadAccessTo: url.deletingLastPathComponent())
            } else {
                webView.load(URLRequest(url: url))
            }
        }
    }
}

// A table of results with a selection binding: every selection move reloads every row.
struct ResultsTable: UIViewRepresentable {
    var results: [String]
    @Binding var selection: String?

    func makeUIView(context: Context) -> UITableView {
        let table = UITableView()
        table.dataSource = context.coordinator
        return table
    }

    func updateUIView(_ table: UITableView, context: Context) {
        context.coordinator.results = results
        table.reloadData() // expect: unconditional_reload_in_update
        if let selection, let row = results.firstIndex(of: selection) {
            table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .middle)
        }
    }

    func makeCoordinator() -> ResultsSource { ResultsSource() }
}

final class ResultsSource: NSObject, UITableViewDataSource {
    var results: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { results.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = results[indexPath.row]
        return cell
    }
}
