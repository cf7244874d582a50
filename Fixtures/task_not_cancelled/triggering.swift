import Combine
import UIKit

// Endless loops in tasks nobody keeps: nothing can ever cancel them.
final class ScoreboardViewController: UIViewController {
    private let scoreLabel = UILabel()
    private let updates = LiveUpdates()

    override func viewDidLoad() {
        super.viewDidLoad()

        // Iterating an endless notification sequence.
        Task { // expect: task_not_cancelled
            for await _ in NotificationCenter.default.notifications(named: UIApplication.didBecomeActiveNotification) {
                self.scoreLabel.text = "Refreshing…"
            }
        }

        // Polling until cancelled, and nobody cancels.
        Task { @MainActor in // expect: task_not_cancelled
            while !Task.isCancelled {
                scoreLabel.text = "\(updates.score)"
                try? await Task.sleep(for: .seconds(5))
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // An AsyncStream iterated in a fresh task on every appearance.
        let stream = updates.scores
        Task { // expect: task_not_cancelled
            for await score in stream {
                scoreLabel.text = "\(score)"
            }
        }
    }
}

// Stored, but cancelled only in deinit, which cannot run while the task holds self.
final class LiveMatchViewController: BaseLiveViewController {
    private var pollingTask: Task<Void, Never>?
    private var listeners: [Task<Void, Never>] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        pollingTask = Task { // expect: task_not_cancelled
            while true {
                self.apply(self.updates.score)
                try? await Task.sleep(nanoseconds: 2_000_000_000)
            }
        }

        // `[weak self]` does not help once `guard let self` holds it for the whole loop.
        listeners.append(Task { [weak self] in // expect: task_not_cancelled
            guard let self else { return }
            for await score in self.updates.$score.values {
                self.apply(score)
            }
        })
    }

    deinit {
        pollingTask?.cancel()
        listeners.forEach { $0.cancel() }
    }
}

// A view: the same problem, with a repeat-while loop.
final class PulsingBadgeView: UIView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        Task { // expect: task_not_cancelled
            repeat {
                UIView.animate(withDuration: 0.6) { self.alpha = self.alpha < 1 ? 1 : 0.5 }
                try? await Task.sleep(for: .milliseconds(600))
            } while !Task.isCancelled
        }
    }
}

// A cell (a view), with the task started in an extension.
final class LiveScoreCell: UICollectionViewCell {
    private let label = UILabel()
    var updates: LiveUpdates?
}

extension LiveScoreCell {
    func startUpdating() {
        guard let updates else { return }
        Task { // expect: task_not_cancelled
            for await score in updates.scores {
                label.text = "\(score)"
            }
        }
    }
}

// The superclass is not in the linted files; the name ends in Controller.
final class MatchMapController: VendorMapController {
    private var trackingTask: Task<Void, Never>?

    func startTracking(_ updates: LiveUpdates) {
        #if os(iOS)
        trackingTask = Task { // expect: task_not_cancelled
            for await score in updates.scores {
                print("position update \(score)")
            }
        }
        #endif
    }

    deinit {
        trackingTask?.cancel()
    }
}
