import UIKit

// A weak (or self-free) block registered once per instance: after the owner is gone the
// block is a no-op, and nothing piles up on a live object.
final class ReadingListViewController: UIViewController {
    private var didSubscribe = false

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .readingListChanged, object: nil, queue: .main) { [weak self] _ in
            self?.reloadList()
        }
        subscribeToFontChanges()
    }

    // Only viewDidLoad calls it.
    private func subscribeToFontChanges() {
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.view.setNeedsLayout()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Behind a once-flag.
        if !didSubscribe {
            didSubscribe = true
            NotificationCenter.default.addObserver(forName: .readingListSynced, object: nil, queue: .main) { [weak self] _ in
                self?.reloadList()
            }
        }
    }

    private func reloadList() {}
}

// In an initializer and in awakeFromNib, with blocks that never touch self.
final class ReadingListStore {
    private(set) var lastSync: Date?

    init() {
        NotificationCenter.default.addObserver(forName: .readingListSynced, object: nil, queue: nil) { [weak self] note in
            self?.lastSync = note.object as? Date
        }
    }
}

final class ReadingListHeaderView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        NotificationCenter.default.addObserver(forName: .readingListChanged, object: nil, queue: .main) { _ in
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
    }
}

// Owned by the application delegate for the life of the app: a strong block is harmless.
final class ReadingListSyncMonitor {
    private var syncCount = 0

    init() {
        NotificationCenter.default.addObserver(forName: .readingListSynced, object: nil, queue: nil) { _ in
            self.syncCount += 1
        }
    }
}

final class ReadingListAppDelegate: UIResponder, UIApplicationDelegate {
    private var syncMonitor: ReadingListSyncMonitor?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        syncMonitor = ReadingListSyncMonitor()
        return true
    }
}

extension Notification.Name {
    static let readingListChanged = Notification.Name("readingListChanged")
    static let readingListSynced = Notification.Name("readingListSynced")
}

// Registered by a helper that viewDidLoad calls from the class's other file
// (support_setup.swift).
final class ArchiveViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForArchiveEvents()
    }
}

// Several observers registered by a loop over a fixed list, once per instance.
final class PlaybackShortcuts {
    enum Command: String, CaseIterable { case play, pause }

    init() {
        Command.allCases.forEach { command in
            NotificationCenter.default.addObserver(forName: Notification.Name(command.rawValue), object: nil, queue: .main) { [weak self] _ in
                self?.handle(command)
            }
        }
    }

    private func handle(_ command: Command) {}
}
