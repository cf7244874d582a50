import UIKit

// A project base controller that owns a polling timer and its invalidation.
class PollingViewController: UIViewController {
    var pollTimer: Timer?

    func poll() {}

    func stopPolling() {
        pollTimer?.invalidate()
        pollTimer = nil
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopPolling()
    }
}

// The invalidation of a timer started in non_triggering.swift lives in this
// extension, in another file of the same run.
extension StoryProgressView {
    func pause() {
        progressTimer?.invalidate()
        progressTimer = nil
    }
}

// A proxy that forwards to a weak target and invalidates the timer once the target is gone.
final class WeakTimerTarget: NSObject {
    private weak var target: AnyObject?
    private let selector: Selector

    init(target: AnyObject, selector: Selector) {
        self.target = target
        self.selector = selector
    }

    @objc func fire(_ timer: Timer) {
        if let target {
            _ = target.perform(selector, with: timer)
        } else {
            timer.invalidate()
        }
    }
}
