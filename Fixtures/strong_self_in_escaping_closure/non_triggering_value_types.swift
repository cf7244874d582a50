import Combine
import SwiftUI
import UIKit

// Value types: `self` in a struct or enum is a copy, not a reference, so no cycle.

struct ArticleListScreen: View {
    @StateObject private var viewModel = FeedViewModel()
    @State private var tick = 0
    @State private var showsSettings = false
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            List(viewModel.articles) { article in
                Button(article.title) {
                    self.viewModel.markRead(article.id)
                }
                .swipeActions {
                    Button("Read") { self.viewModel.markRead(article.id) }
                }
            }
            .refreshable { self.viewModel.reload() }
            .onReceive(timer) { _ in self.tick += 1 }
            .onChange(of: viewModel.query) { _, _ in self.showsSettings = false }
            .toolbar {
                Button("Settings") { self.showsSettings = true }
            }
            .sheet(isPresented: $showsSettings) {
                Text("Settings \(self.tick)")
            }
        }
    }
}

// Extension of a struct declared in another file of this run.
extension ReadingListScreen {
    func makeRowModel(for article: Article) -> ArticleRowModel {
        ArticleRowModel(title: article.title, onSelect: { print("\(self.listTitle): \(article.title)") })
    }
}

// A struct model storing a closure that mentions self.
struct CountdownModel {
    var remaining: Int
    var onFinish: (() -> Void)?

    mutating func arm() {
        let snapshot = self
        onFinish = { print("finished with \(snapshot.remaining) left") }
    }

    func observeClock() -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in
            print(self.remaining)
        }
    }
}

// A struct nested in a class is still a struct.
final class ArticleCellController {
    struct Row {
        var title: String
        var action: (() -> Void)?

        mutating func bind() {
            let title = self.title
            action = { [title] in print(title) }
        }

        func startBlinking() -> Timer {
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print(self.title) }
        }
    }

    var rows: [Row] = []
}

// Enums with closures.
enum FeedRoute {
    case article(Article)
    case settings

    var handler: () -> String {
        { "\(self)" }
    }
}

// Static contexts: `self` is the type, not an instance.
final class ImageCacheController {
    static let shared = ImageCacheController()
    private static var observer: NSObjectProtocol?
    private static var cancellables = Set<AnyCancellable>()

    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    static func startPurging() {
        observer = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { _ in
            self.purge()
        }
        Timer.publish(every: 300, on: .main, in: .common)
            .autoconnect()
            .sink { _ in self.purge() }
            .store(in: &cancellables)
    }

    class func makeLogger() -> (String) -> Void {
        { message in print(self.formatter.string(from: Date()), message) }
    }

    static func purge() {}
}

// Protocol extension default implementations have no known class self.
protocol Reloadable {
    func reload()
}

extension Reloadable {
    func scheduleReload() -> DispatchWorkItem {
        DispatchWorkItem { self.reload() }
    }
}
