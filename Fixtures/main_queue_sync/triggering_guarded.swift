import UIKit

// Guarded helpers whose blocks are fire-and-forget: the caller waits for nothing it uses.
extension NotificationCenter {
    static func postFromAnyThread(_ name: Notification.Name) {
        if Thread.isMainThread {
            NotificationCenter.default.post(name: name, object: nil)
            return
        }
        DispatchQueue.main.sync { // expect: main_queue_sync
            NotificationCenter.default.post(name: name, object: nil)
        }
    }
}

final class PlayerChromeViewController: UIViewController {
    private let progressView = UIProgressView()

    func refreshChrome() {
        if Thread.isMainThread {
            applyChrome()
        } else {
            DispatchQueue.main.sync { [weak self] in // expect: main_queue_sync
                self?.applyChrome()
            }
        }
    }

    private var lastRefresh = Date.distantPast

    // What follows does not use the block's work: a timestamp, not its result.
    func refreshChromeAndStamp() {
        if Thread.isMainThread {
            applyChrome()
        } else {
            DispatchQueue.main.sync { self.applyChrome() } // expect: main_queue_sync
        }
        lastRefresh = Date()
    }

    private func applyChrome() {
        progressView.progress = 0
    }
}

// Main-actor isolation does not cover a closure that runs on another queue.
@MainActor final class ExportCoordinator {
    private let exportQueue = DispatchQueue(label: "export")
    private var statusText = ""

    func export() {
        exportQueue.async {
            if !Thread.isMainThread {
                DispatchQueue.main.sync { print("exporting") } // expect: main_queue_sync
            }
        }
    }
}

// Waiting for main while holding a lock that the main thread also takes.
final class SessionStore {
    private let stateLock = NSLock()
    private let isolation = DispatchQueue(label: "session.state")
    private var token: String?
    weak var badgeLabel: UILabel?

    func update(token newToken: String) {
        stateLock.lock()
        token = newToken
        DispatchQueue.main.sync { // expect: main_queue_sync
            self.badgeLabel?.text = "Signed in"
        }
        stateLock.unlock()
    }

    func currentToken() -> String? {
        stateLock.lock()
        defer { stateLock.unlock() }
        return token
    }

    func reset() {
        isolation.sync {
            token = nil
            DispatchQueue.main.sync { self.badgeLabel?.text = nil } // expect: main_queue_sync
        }
    }
}

// An operation handing its result over: async with the leave inside does the same.
final class FeedImportOperation: Operation {
    private let group = DispatchGroup()
    private let completion: (Int) -> Void

    init(completion: @escaping (Int) -> Void) {
        self.completion = completion
    }

    override func main() {
        group.enter()
        let imported = 3
        DispatchQueue.main.sync { // expect: main_queue_sync
            self.completion(imported)
        }
        group.leave()
    }
}

// The background code reads one property and the block assigns another: nothing is diffed.
final class DownloadsListViewController: UIViewController {
    private let tableView = UITableView()
    private let workQueue = OperationQueue()
    private let store = DownloadStore()
    private var downloads: [String] = []

    func reload() {
        workQueue.addOperation { [weak self] in
            guard let self else { return }
            let fresh = self.store.allDownloads()
            DispatchQueue.main.sync { // expect: main_queue_sync
                self.downloads = fresh
                self.tableView.reloadData()
            }
        }
    }

    // Updating a member of a view read earlier is not state handed over: async does the same.
    func hideWhenEmpty() {
        workQueue.addOperation {
            let hadRows = self.tableView.numberOfSections > 0
            DispatchQueue.main.sync { // expect: main_queue_sync
                self.tableView.isHidden = !hadRows
            }
        }
    }
}

final class DownloadStore {
    func allDownloads() -> [String] { [] }
}
