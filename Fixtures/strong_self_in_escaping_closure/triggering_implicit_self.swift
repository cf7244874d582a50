import Combine
import UIKit

// Implicit self: a `Task { }` body may name members without `self.` (it captures self
// implicitly), so the kept closure around it captures self too.
final class DownloadsViewController: UIViewController {
    private let emptyState = EmptyStateView()
    private let viewModel = FeedViewModel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()

        emptyState.onRetry = {
            Task {
                await refreshDownloads() // expect: strong_self_in_escaping_closure
            }
        }

        // UIKit members count too.
        viewModel.$query
            .sink { query in
                Task { @MainActor in
                    title = query // expect: strong_self_in_escaping_closure
                }
            }
            .store(in: &cancellables)

        // Parameters and locals that shadow members are not self.
        viewModel.onStateChange = { title in
            let emptyState = EmptyStateView()
            emptyState.isHidden = title == nil
            Task { print(title, emptyState) }
        }
    }

    private func refreshDownloads() async {}
}
