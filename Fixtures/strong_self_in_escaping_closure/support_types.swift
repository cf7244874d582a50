import Combine
import SwiftUI
import UIKit

// Declarations shared by the other files of this run. The type index must learn
// from here which names are classes (closures in them can form cycles) and which
// are structs (closures in them never capture an object).

struct Article: Hashable, Identifiable {
    let id: UUID
    var title: String
    var isRead: Bool
}

enum FeedSection: Hashable {
    case pinned
    case latest
}

enum FeedState {
    case loading
    case loaded([Article])
    case failed(Error)
}

// A view model the screens own strongly.
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article] = []
    @Published var query = ""
    @Published var title = "Feed"
    var onStateChange: ((FeedState) -> Void)?
    var onError: ((Error) -> Void)?

    func reload() {}
    func markRead(_ id: Article.ID) {}
}

// A custom control exposing closure callbacks, owned by the screens as stored properties.
final class EmptyStateView: UIView {
    var onRetry: (() -> Void)?
    var onDismiss: (() -> Void)?
    let retryButton = UIButton(type: .system)
}

final class ArticleHeaderView: UICollectionReusableView {
    var onToggle: ((Bool) -> Void)?
}

// A project base controller declared in this file; the other files subclass and extend it.
class BaseFeedViewController: UIViewController {
    var cancellables = Set<AnyCancellable>()
    let viewModel = FeedViewModel()
    let emptyStateView = EmptyStateView()

    func render(_ state: FeedState) {}
    func showError(_ error: Error) {}
}

// A plain class (not a UIKit type) with its own closure storage.
final class PlayerController: NSObject {
    var onProgress: ((Double) -> Void)?
    var observation: NSKeyValueObservation?
    var timeObserverToken: Any?
}

// A SwiftUI view and a model struct; extensions of them in other files are value-type contexts.
struct ReadingListScreen: View {
    @StateObject private var viewModel = FeedViewModel()
    @State private var isEditing = false
    var listTitle = "Reading list"

    var body: some View {
        List(viewModel.articles) { article in
            Text(article.title)
        }
    }
}

struct ArticleRowModel {
    var title: String
    var onSelect: (() -> Void)?
}
