import Combine
import UIKit

final class ArticleListViewController: UIViewController {
    enum Action: Hashable { case refresh, compose }

    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let emptyState = EmptyStateView()
    private let composeButton = UIButton(type: .system)
    private let viewModel = FeedViewModel()
    private var dataSource: UICollectionViewDiffableDataSource<FeedSection, Article.ID>!
    private var refreshTimer: Timer?
    private var pendingSearch: DispatchWorkItem?
    private var articles: [Article.ID: Article] = [:]
    private var actionHandlers: [Action: () -> Void] = [:]
    var onFinish: (() -> Void)?

    // A `lazy var` holding a closure: self stores a closure that captures self.
    private lazy var onRetry: () -> Void = {
        self.viewModel.reload() // expect: strong_self_in_escaping_closure
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        configureDataSource()
        bindViewModel()
        startAutoRefresh()
        observeNotifications()
        configureComposeButton()
    }

    private func bindViewModel() {
        // Closure assigned to a property of an object self owns.
        viewModel.onStateChange = { state in
            self.applyState(state) // expect: strong_self_in_escaping_closure
        }

        // Only the first `self` of a closure is reported.
        emptyState.onRetry = {
            self.emptyState.isHidden = true // expect: strong_self_in_escaping_closure
            self.viewModel.reload()
        }

        // Explicit `self.` on the left-hand side.
        self.onFinish = { self.dismiss(animated: true) } // expect: strong_self_in_escaping_closure

        // A stored dictionary of handlers.
        actionHandlers[.refresh] = { self.viewModel.reload() } // expect: strong_self_in_escaping_closure
    }

    // The provider closure is kept by the data source that self stores.
    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Article> { cell, _, article in
            var content = cell.defaultContentConfiguration()
            content.text = article.title
            cell.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<FeedSection, Article.ID>(collectionView: collectionView) { collectionView, indexPath, id in
            guard let article = self.articles[id] else { return nil } // expect: strong_self_in_escaping_closure
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: article)
        }

        // A property of a stored object (the data source) keeps this one.
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as? ArticleHeaderView
            header?.isHidden = self.articles.isEmpty // expect: strong_self_in_escaping_closure
            return header
        }
    }

    // A repeating timer's block is retained by the run loop until invalidated.
    private func startAutoRefresh() {
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in
            self.viewModel.reload() // expect: strong_self_in_escaping_closure
        }

        // Not stored anywhere: the run loop still keeps it.
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            guard self.view.window != nil else { return } // expect: strong_self_in_escaping_closure
            self.updateRelativeDates()
        }

        // Initializer form, added to the run loop afterwards.
        let ticker = Timer(timeInterval: 60, repeats: true) { _ in self.updateRelativeDates() } // expect: strong_self_in_escaping_closure
        RunLoop.main.add(ticker, forMode: .common)
    }

    // The notification center keeps block observers until they are removed.
    private func observeNotifications() {
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            self.viewModel.reload() // expect: strong_self_in_escaping_closure
        }

        // Multi-line call with the `using:` label.
        _ = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification,
            object: nil,
            queue: OperationQueue.main,
            using: { _ in
                self.collectionView.collectionViewLayout.invalidateLayout() // expect: strong_self_in_escaping_closure
            }
        )
    }

    // A debounced search kept in a stored work item.
    func searchTextDidChange(_ text: String) {
        pendingSearch?.cancel()
        pendingSearch = DispatchWorkItem { self.viewModel.query = text } // expect: strong_self_in_escaping_closure
        if let pendingSearch {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: pendingSearch)
        }
    }

    // UIAction closures stored on a control that self owns.
    private func configureComposeButton() {
        composeButton.addAction(UIAction { _ in
            self.presentComposer() // expect: strong_self_in_escaping_closure
        }, for: .touchUpInside)

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .refresh,
            primaryAction: UIAction { _ in self.viewModel.reload() } // expect: strong_self_in_escaping_closure
        )
    }

    private func applyState(_ state: FeedState) {}
    private func updateRelativeDates() {}
    private func presentComposer() {}
}

// KVO observation tokens stored in self.
final class VideoPlaybackView: UIView {
    private var player: PlayerController? = PlayerController()
    private var observations: [NSKeyValueObservation] = []
    private var statusObservation: NSKeyValueObservation?
    private let scrollView = UIScrollView()

    func startObserving() {
        statusObservation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            self.updateParallax(change.newValue ?? .zero) // expect: strong_self_in_escaping_closure
        }

        observations.append(scrollView.observe(\.contentSize) { scrollView, _ in
            self.invalidateIntrinsicContentSize() // expect: strong_self_in_escaping_closure
        })

        // Optional chaining on the owned object; the closure goes into its property.
        player?.onProgress = { progress in self.updateProgress(progress) } // expect: strong_self_in_escaping_closure
    }

    private func updateParallax(_ offset: CGPoint) {}
    private func updateProgress(_ progress: Double) {}
}

// A view storing a closure on itself.
final class LikeButton: UIControl {
    var onStateChange: ((Bool) -> Void)?
    private(set) var isLiked = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        onStateChange = { liked in
            self.accessibilityValue = liked ? "Liked" : "Not liked" // expect: strong_self_in_escaping_closure
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// The flow's controller becomes a window's root in one place, but another flow is built as a
// pushed screen's helper: not every controller is a root, so the cycle may leak.
final class AlbumShellController: UIViewController {
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onClose = {
            self.dismiss(animated: true) // expect: strong_self_in_escaping_closure
        }
    }
}

final class AlbumFlow {
    let shell: AlbumShellController

    init() {
        shell = AlbumShellController()
    }
}

final class AlbumSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var flow: AlbumFlow?

    func showAlbums() {
        let flow = AlbumFlow()
        self.flow = flow
        window?.rootViewController = flow.shell
    }
}

final class AlbumPickerController: UIViewController {
    func pickAlbum() {
        let flow = AlbumFlow()
        navigationController?.pushViewController(flow.shell, animated: true)
    }
}

// A singleton router's factory builds a screen that is pushed: one per call, each kept by
// its own cycle.
final class ReportScreenController: UIViewController {
    var onExport: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onExport = {
            self.title = "Exported" // expect: strong_self_in_escaping_closure
        }
    }
}

final class ReportRouter {
    static let shared = ReportRouter()

    func showReport(from navigation: UINavigationController) {
        navigation.pushViewController(makeReportScreen(), animated: true)
    }

    private func makeReportScreen() -> ReportScreenController {
        let screen = ReportScreenController()
        screen.title = "Report"
        return screen
    }
}

// Every sign-out makes a new flow and swaps the window's root: the previous controller is
// kept alive by its own cycle.
final class InboxShellController: UIViewController {
    var onCompose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onCompose = {
            self.present(UIViewController(), animated: true) // expect: strong_self_in_escaping_closure
        }
    }
}

final class InboxFlow {
    let shell: InboxShellController

    init() {
        shell = InboxShellController()
    }
}

final class SessionSwitcher {
    private let window: UIWindow
    private var flow: InboxFlow?

    init(window: UIWindow) {
        self.window = window
    }

    func signIn() {
        let flow = InboxFlow()
        self.flow = flow
        window.rootViewController = flow.shell
    }
}
