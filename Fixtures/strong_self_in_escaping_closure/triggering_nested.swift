import Combine
import UIKit

// Nested closures: an inner closure that names self makes the OUTER closure capture
// self too. When the outer closure is kept alive and has no weak/unowned capture of
// its own, it holds self strongly no matter how the inner closure captures it.
final class InboxViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let emptyState = EmptyStateView()
    private let viewModel = FeedViewModel()
    private var cancellables = Set<AnyCancellable>()
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        bind()
        observeSync()
    }

    private func bind() {
        // The inner hop to the main queue is harmless alone; the outer stored closure is not.
        viewModel.onStateChange = { state in
            DispatchQueue.main.async {
                self.render(state) // expect: strong_self_in_escaping_closure
            }
        }

        // The trap: `[weak self]` in the inner Task's capture list reads `self` from
        // the outer closure, which therefore captures it strongly.
        emptyState.onRetry = {
            Task { [weak self] in // expect: strong_self_in_escaping_closure
                await self?.refresh()
            }
        }

        // The same trap with a dispatch block.
        viewModel.onError = { error in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in // expect: strong_self_in_escaping_closure
                self?.presentAlert(for: error)
            }
        }

        // An animation inside a stored Combine subscription.
        viewModel.$articles
            .sink { articles in
                UIView.animate(withDuration: 0.25) {
                    self.emptyState.alpha = articles.isEmpty ? 1 : 0 // expect: strong_self_in_escaping_closure
                }
            }
            .store(in: &cancellables)

        // Non-escaping iteration inside a kept closure still needs self from the outer one.
        emptyState.onDismiss = {
            [IndexPath(row: 0, section: 0)].forEach { self.tableView.deselectRow(at: $0, animated: true) } // expect: strong_self_in_escaping_closure
        }
    }

    private func observeSync() {
        // A capture list that weakens something else does not weaken self.
        tokens.append(NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak viewModel] _ in
            viewModel?.reload()
            self.tableView.reloadData() // expect: strong_self_in_escaping_closure
        })

        // `[self]` is an explicit strong capture; implicit members follow from it.
        tokens.append(NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { [self] _ in tableView.reloadData() }) // expect: strong_self_in_escaping_closure

        // Weak capture of self on the inner closure only: the outer kept closure captures strongly.
        tokens.append(NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { _ in
            self.viewModel.$articles // expect: strong_self_in_escaping_closure
                .sink { [weak self] _ in self?.tableView.reloadData() }
                .store(in: &self.cancellables)
        })
    }

    private func render(_ state: FeedState) {}
    private func refresh() async {}
    private func presentAlert(for error: Error) {}
}

// Three levels deep, the outermost closure kept by a repeating timer that only deinit
// invalidates (deinit never runs while the timer holds self).
final class StopwatchView: UIView {
    private let label = UILabel()
    private var timer: Timer?
    private var elapsed: TimeInterval = 0

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            DispatchQueue.main.async {
                UIView.performWithoutAnimation {
                    self.elapsed += 0.1 // expect: strong_self_in_escaping_closure
                    self.label.text = String(format: "%.1f", self.elapsed)
                }
            }
        }
    }

    deinit {
        timer?.invalidate()
    }
}
