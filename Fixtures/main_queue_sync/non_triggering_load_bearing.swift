import UIKit

// Calls where the wait is what the code is built on, or that can never run off main.

// The type is main-actor isolated, so the off-main branch is unreachable.
@MainActor final class ChangeCoalescer {
    private var depth = 0

    func end() {
        depth -= 1
        if depth == 0 { announce() }
    }
}

extension ChangeCoalescer {
    fileprivate func announce() {
        if !Thread.isMainThread {
            DispatchQueue.main.sync {
                NotificationCenter.default.post(name: .init("CoalescedChanges"), object: nil)
            }
        } else {
            NotificationCenter.default.post(name: .init("CoalescedChanges"), object: nil)
        }
    }
}

// A timer lives on the run loop that scheduled it; the caller goes on with the stored timer.
final class RetryScheduler {
    private var retryTimer: Timer?

    func scheduleRetry(after delay: TimeInterval) {
        cancelRetry()
        if Thread.isMainThread {
            retryTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in }
        } else {
            DispatchQueue.main.sync {
                self.retryTimer = Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in }
            }
        }
    }

    func cancelRetry() {
        if Thread.isMainThread {
            retryTimer?.invalidate()
        } else {
            DispatchQueue.main.sync { self.retryTimer?.invalidate() }
        }
        retryTimer = nil
    }
}

// The value is needed by the caller: the function returns what the block produced.
final class ScreenMetrics {
    func currentScale() -> CGFloat {
        if Thread.isMainThread {
            return UIScreen.main.scale
        } else {
            var scale: CGFloat = 1
            DispatchQueue.main.sync {
                scale = UIScreen.main.scale
            }
            return scale
        }
    }
}

// A non-escaping closure parameter: async could not take it, the helper is synchronous by contract.
enum MainThreadRunner {
    static func run(_ work: () -> Void) {
        if Thread.isMainThread {
            work()
        } else {
            DispatchQueue.main.sync(execute: work)
        }
    }
}

// A helper that offers both, and the caller opts in to waiting.
func performOnMainQueue(waitUntilDone wait: Bool = false, _ block: @escaping () -> Void) {
    if wait {
        DispatchQueue.main.sync(execute: block)
    } else {
        DispatchQueue.main.async(execute: block)
    }
}

// A background producer diffing against state the main thread owns: the snapshot is read off
// main and the block replaces it, so an async hop would let the next pass diff stale data.
struct Row: Hashable { let id: Int }

final class InboxListViewController: UIViewController {
    private let tableView = UITableView()
    private let refreshQueue = OperationQueue()
    private var rows: [Row] = []

    func refresh(loader: @escaping () -> [Row]) {
        refreshQueue.addOperation { [weak self] in
            guard let self else { return }
            let previous = self.rows
            let fresh = loader()
            DispatchQueue.main.sync {
                let removed = Set(previous).subtracting(fresh)
                self.rows = fresh
                if removed.isEmpty { self.tableView.reloadData() }
            }
        }
    }
}
