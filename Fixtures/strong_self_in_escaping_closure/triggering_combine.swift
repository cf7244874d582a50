import Combine
import UIKit

// A subclass of the project base controller declared in support_types.swift.
final class BookmarksViewController: BaseFeedViewController {
    private let titleLabel = UILabel()
    private var querySubscription: AnyCancellable?
    private var keyboardSubscription: Cancellable?
    @Published private var unreadCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        bindSearch()
        bindBadge()
    }

    private func bindSearch() {
        // Multi-line chain stored into the inherited `cancellables`.
        viewModel.$articles
            .receive(on: DispatchQueue.main)
            .sink { articles in
                self.unreadCount = articles.filter { !$0.isRead }.count // expect: strong_self_in_escaping_closure
            }
            .store(in: &cancellables)

        // Stored by assignment to a property.
        querySubscription = viewModel.$query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { query in self.title = query.isEmpty ? "Bookmarks" : query } // expect: strong_self_in_escaping_closure

        // Both closures of the two-closure form capture self.
        keyboardSubscription = NotificationCenter.default
            .publisher(for: UIResponder.keyboardWillShowNotification)
            .sink(receiveCompletion: { _ in
                self.view.endEditing(true) // expect: strong_self_in_escaping_closure
            }, receiveValue: { note in
                self.adjustInsets(for: note) // expect: strong_self_in_escaping_closure
            })
    }

    private func bindBadge() {
        // `.assign(to:on: self)` retains its target: the `self` argument is the strong reference.
        viewModel.$title
            .map { title -> String? in title.isEmpty ? nil : title }
            .assign(to: \.title, on: self) // expect: strong_self_in_escaping_closure
            .store(in: &cancellables)

        $unreadCount
            .map { count -> String? in count > 0 ? "\(count) unread" : nil }
            .assign(to: \.navigationItem.prompt, on: self) // expect: strong_self_in_escaping_closure
            .store(in: &cancellables)
    }

    private func adjustInsets(for note: Notification) {}
}

// An extension of the base class from the other file is still a class context.
extension BaseFeedViewController {
    func bindErrors() {
        viewModel.onError = { error in
            self.showError(error) // expect: strong_self_in_escaping_closure
        }

        viewModel.$articles
            .dropFirst()
            .sink { [self] articles in render(.loaded(articles)) } // expect: strong_self_in_escaping_closure
            .store(in: &cancellables)
    }
}

// An ObservableObject view model: a class, so its subscriptions capture it.
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Article] = []
    @Published private(set) var isSearching = false
    private var cancellables = Set<AnyCancellable>()
    private let feed: FeedViewModel

    init(feed: FeedViewModel) {
        self.feed = feed

        $query
            .removeDuplicates()
            .sink { [unowned feed] query in
                self.isSearching = !query.isEmpty // expect: strong_self_in_escaping_closure
                feed.query = query
            }
            .store(in: &cancellables)

        #if DEBUG
        $results
            .sink { results in print("results for \(self.query): \(results.count)") } // expect: strong_self_in_escaping_closure
            .store(in: &cancellables)
        #endif
    }
}

// A class nested inside a view controller.
final class ReaderViewController: UIViewController {
    final class ProgressTracker {
        @Published var fraction = 0.0
        var onComplete: (() -> Void)?
        private var bag = Set<AnyCancellable>()

        func start() {
            $fraction
                .filter { $0 >= 1 }
                .sink { _ in self.onComplete?() } // expect: strong_self_in_escaping_closure
                .store(in: &bag)
        }
    }

    private let tracker = ProgressTracker()
}

// The same subscription with an ordinary parameter name: `self` is the controller, kept by
// the bag the controller stores.
final class OutboxPoller {
    func subscribe<Owner: AnyObject>(with owner: Owner, onNext: @escaping (Owner, Int) -> Void) -> OutboxToken { OutboxToken() }
}

final class OutboxToken {
    func disposed(by bag: OutboxBag) {}
}

final class OutboxBag {}

final class OutboxViewController: UIViewController {
    let poller = OutboxPoller()
    let bag = OutboxBag()
    var pending = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        poller.subscribe(with: self, onNext: { owner, count in
            self.pending = count // expect: strong_self_in_escaping_closure
        }).disposed(by: bag)
    }
}
