import Combine
import SwiftUI
import UIKit

// Objects that live as long as the app: a cycle through them frees nothing that would
// otherwise be freed. The linted files show it by where the type is built.

// The window's root controller, built only by the scene delegate.
final class HomeTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .badgeCountChanged, object: nil, queue: .main) { _ in
            self.refreshBadges()
        }
    }

    private func refreshBadges() {}
}

final class StorefrontSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = HomeTabController()
        window?.makeKeyAndVisible()
    }
}

// A service registered once by the SwiftUI app's initializer.
final class SyncEngine {
    private var cancellables = Set<AnyCancellable>()
    private var pending = 0

    init() {
        NotificationCenter.default.publisher(for: .syncRequested)
            .sink { _ in self.pending += 1 }
            .store(in: &cancellables)
    }
}

enum ServiceRegistry {
    static func register(_ service: AnyObject) {}
}

@main
struct StorefrontApp: App {
    init() {
        ServiceRegistry.register(SyncEngine())
    }

    var body: some Scene {
        WindowGroup { Text("Store") }
    }
}

// A global environment object and the helpers it stores.
final class ShopEnvironment {
    var uploader = ReceiptUploader()
    lazy var describe: () -> String = { "uploads: \(self.uploader.count)" }
}

final class ReceiptUploader {
    var count = 0
    lazy var onFinish: () -> Void = { self.count += 1 }
}

let shopEnvironment = ShopEnvironment()

// Owned by the application delegate.
final class LaunchMonitor {
    private var observer: NSObjectProtocol?

    func begin() {
        observer = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in
            self.recordLaunch()
        }
    }

    private func recordLaunch() {}
}

final class StorefrontAppDelegate: UIResponder, UIApplicationDelegate {
    var launchMonitor: LaunchMonitor?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchMonitor = LaunchMonitor()
        launchMonitor?.begin()
        return true
    }
}

// A flow that every caller builds as a temporary and starts: its handlers' strong self is
// what keeps it alive until the flow ends, so `[weak self]` would end it at once.
final class PinSetupFlow {
    private weak var presenter: UIViewController?
    private var entryController: PinEntryController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func begin() {
        entryController = PinEntryController(onDone: { pin in
            self.finish(with: pin)
        })
    }

    private func finish(with pin: String) {
        presenter?.dismiss(animated: true)
    }
}

final class PinEntryController: UIViewController {
    let onDone: (String) -> Void

    init(onDone: @escaping (String) -> Void) {
        self.onDone = onDone
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class SecuritySettingsController: UIViewController {
    func didTapSetUpPin() {
        PinSetupFlow(presenter: self).begin()
    }
}

extension Notification.Name {
    static let badgeCountChanged = Notification.Name("badgeCountChanged")
    static let syncRequested = Notification.Name("syncRequested")
}

// An app extension's principal controller lives exactly as long as the extension's request.
final class PasswordProviderViewController: ASCredentialProviderViewController {
    private let list = CredentialListController()

    override func viewDidLoad() {
        super.viewDidLoad()
        list.onDismiss = {
            self.extensionContext.cancelRequest(withError: CancellationError())
        }
    }
}

final class CredentialListController: UIViewController {
    var onDismiss: (() -> Void)?
}

// The window's root controller, built once by a flow object that the launch state builds in
// its initializer; the window's root is the flow's stored controller.
final class ReaderShellController: UIViewController {
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: .syncRequested)
            .sink { _ in self.showSyncBanner() }
            .store(in: &cancellables)
    }

    private func showSyncBanner() {}
}

final class ReaderFlow {
    let shell: ReaderShellController

    init(accountName: String) {
        shell = ReaderShellController()
        shell.title = accountName
    }
}

struct ReaderLaunchState {
    private let window = UIWindow(frame: .zero)
    private let flow: ReaderFlow

    init() {
        flow = ReaderFlow(accountName: "reader")
        showWindow()
    }

    private func showWindow() {
        window.rootViewController = flow.shell
        window.makeKeyAndVisible()
    }
}

// A root controller kept in a local before it becomes the window's root, once per host.
final class OnboardingPagerController: UIPageViewController {
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(forName: .badgeCountChanged, object: nil, queue: .main) { _ in
            self.view.setNeedsLayout()
        }
    }
}

final class OnboardingWindowHost {
    private let window: UIWindow

    init(scene: UIWindowScene) {
        window = UIWindow(windowScene: scene)
        let pager = OnboardingPagerController()
        window.rootViewController = pager
        window.isHidden = false
    }
}

// Built by a private factory method whose only call stores the value in a singleton's
// initializer: the queue lives as long as the app.
final class UploadQueue {
    var limit = 1
    private var observer: NSObjectProtocol?

    func resume() {
        observer = NotificationCenter.default.addObserver(forName: .syncRequested, object: nil, queue: nil) { _ in
            self.limit += 1
        }
    }
}

final class ServiceHub {
    static let shared = ServiceHub()
    let uploads: UploadQueue

    private init() {
        uploads = makeUploadQueue()
        uploads.resume()
    }

    private func makeUploadQueue() -> UploadQueue {
        let queue = UploadQueue()
        queue.limit = 3
        return queue
    }
}
