import Combine
import UIKit

// Tokens stored and later removed.
final class OrdersViewController: UIViewController {
    private var cartObserver: NSObjectProtocol?
    private var observers: [NSObjectProtocol] = []
    private let center = NotificationCenter.default

    override func viewDidLoad() {
        super.viewDidLoad()
        cartObserver = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.title = "Orders"
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observers.append(center.addObserver(forName: .userDidLogOut, object: nil, queue: .main) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        let token = center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
        observers.append(token)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observers.forEach { center.removeObserver($0) }
        observers.removeAll()
    }

    deinit {
        if let cartObserver {
            NotificationCenter.default.removeObserver(cartObserver)
        }
    }
}

// Tokens handed back to the caller, or kept through `map` and `insert`.
final class NotificationRelay {
    private var tokens: [NSObjectProtocol] = []

    func observe(_ name: Notification.Name, handler: @escaping () -> Void) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in handler() }
    }

    func observeExplicitly(_ name: Notification.Name) -> NSObjectProtocol {
        return NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in }
    }

    func observeAll(_ names: [Notification.Name]) {
        tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in }
        }
        tokens.insert(NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: nil, using: { _ in }), at: 0)
    }

    func stop() {
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
    }
}

// The selector-based API returns nothing; it is removed automatically on deallocation.
final class ThemeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(themeChanged), name: .cartDidChange, object: nil)
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(themeChanged),
            name: UIApplication.didBecomeActiveNotification,
            object: nil
        )
    }

    @objc private func themeChanged() {}
}

// Other observation APIs manage their own lifetime.
final class ConnectivityViewModel: ObservableObject {
    @Published var isOnline = true
    private var cancellables = Set<AnyCancellable>()
    private var listenTask: Task<Void, Never>?

    init() {
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .map { _ in true }
            .assign(to: \.isOnline, on: self)
            .store(in: &cancellables)
        listenTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: .userDidLogOut) {
                self?.isOnline = false
            }
        }
    }
}

// A project event bus with a method of the same name that returns nothing.
final class EventBus {
    static let shared = EventBus()
    private var handlers: [String: [() -> Void]] = [:]

    func addObserver(forName name: String, object: Any?, queue: OperationQueue?, using block: @escaping () -> Void) {
        handlers[name, default: []].append(block)
    }
}

final class AnalyticsHookup {
    func install() {
        EventBus.shared.addObserver(forName: "purchase", object: nil, queue: nil) {
            print("purchase")
        }
    }

    // Mentioned in comments and strings: NotificationCenter.default.addObserver(forName: x, object: nil, queue: nil) { _ in }
    let hint = "NotificationCenter.default.addObserver(forName:object:queue:using:)"
}

// Real-code shapes that must stay silent.

// The app delegate lives as long as the app: its observers never need removing.
final class ShopAppDelegate: UIResponder, UIApplicationDelegate {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { _ in
            URLCache.shared.removeAllCachedResponses()
        }
    }
}

// Neither does a singleton.
final class PurchaseStatusMonitor {
    static let shared = PurchaseStatusMonitor()
    private(set) var isPremium = false

    private init() {
        NotificationCenter.default.addObserver(forName: .userDidLogOut, object: nil, queue: .main) { [weak self] _ in
            self?.isPremium = false
        }
    }
}

// A private center made in the same function: its registrations go away with it.
final class DownloadQueueChecks {
    func verifyFinishedNotification() {
        let center = NotificationCenter()
        var finished = false
        center.addObserver(forName: .cartDidChange, object: nil, queue: nil) { _ in
            finished = true
        }
        center.post(name: .cartDidChange, object: nil)
        assert(finished)
    }
}
