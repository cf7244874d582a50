import UIKit

// Strong re-capture in a nested stored closure: the outer closure captures self
// weakly, unwraps it with `guard let self`, and then stores an inner closure that
// captures the unwrapped (strong) self on something self owns. The inner closure
// does not use the weak capture; it re-creates the cycle.
final class PlaylistViewController: UIViewController {
    private let viewModel = FeedViewModel()
    private let emptyState = EmptyStateView()
    private var retryTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()

        viewModel.onStateChange = { [weak self] state in
            guard let self else { return }
            self.emptyState.isHidden = true
            self.emptyState.onRetry = {
                self.viewModel.reload() // expect: strong_self_in_escaping_closure
            }
        }

        viewModel.onError = { [weak self] _ in
            guard let self = self else { return }
            self.retryTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
                self.viewModel.reload() // expect: strong_self_in_escaping_closure
            }
        }

        // The same with a named strong alias: the inner stored closure holds `strongSelf`.
        emptyState.onDismiss = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.viewModel.onStateChange = { _ in
                strongSelf.emptyState.isHidden = false // expect: strong_self_in_escaping_closure
            }
            // Not kept: runs once.
            UIView.animate(withDuration: 0.2) { strongSelf.emptyState.alpha = 1 }
        }
    }
}
