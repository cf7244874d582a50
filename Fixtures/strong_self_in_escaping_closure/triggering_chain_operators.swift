import Combine
import UIKit

// Every closure of a Combine chain whose subscription self stores stays alive with
// it, not only the `.sink`: `map`, `filter`, `handleEvents` and friends here are
// Combine operators, not the non-escaping Sequence methods of the same names.
final class SearchResultsViewController: UIViewController {
    private let viewModel = FeedViewModel()
    private var cancellables = Set<AnyCancellable>()
    private let minimumQueryLength = 2

    override func viewDidLoad() {
        super.viewDidLoad()

        viewModel.$query
            .filter { $0.count >= self.minimumQueryLength } // expect: strong_self_in_escaping_closure
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .sink { [weak self] query in self?.title = query }
            .store(in: &cancellables)

        viewModel.$articles
            .handleEvents(receiveOutput: { articles in
                self.logResultCount(articles.count) // expect: strong_self_in_escaping_closure
            })
            .map(\.count)
            .sink { [weak self] count in self?.navigationItem.prompt = "\(count) results" }
            .store(in: &cancellables)
    }

    private func logResultCount(_ count: Int) {}
}
