import Combine
import UIKit

// Near misses of the managed cycles: the teardown does not break the cycle, or the type is
// not only built where the app keeps it.

// The subscription is cancelled only in the same didSet that creates it (when the manager
// goes away, which never happens): that reset does not end the cycle.
final class PlaybackBridge {
    private var itemObserver: AnyCancellable?

    var session: PlaybackSession? {
        didSet {
            if let session {
                itemObserver = session.$currentItem
                    .sink { item in
                        self.load(item) // expect: strong_self_in_escaping_closure
                    }
            } else {
                itemObserver?.cancel()
            }
        }
    }

    private func load(_ item: String?) {}
}

final class PlaybackSession: ObservableObject {
    @Published var currentItem: String?
}

// A KVO observation invalidated but kept: the observation still holds its handler.
final class ScrubberController: UIViewController {
    private var progressObservation: NSKeyValueObservation?
    private let progress = Progress()

    override func viewDidLoad() {
        super.viewDidLoad()
        progressObservation = progress.observe(\.fractionCompleted) { _, _ in
            self.updateScrubber() // expect: strong_self_in_escaping_closure
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        progressObservation?.invalidate()
    }

    private func updateScrubber() {}
}

// A block observer removed but its token kept: the token still holds the block.
final class DraftsViewController: UIViewController {
    private var draftsObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        draftsObserver = NotificationCenter.default.addObserver(forName: .draftsChanged, object: nil, queue: .main) { _ in
            self.reloadDrafts() // expect: strong_self_in_escaping_closure
        }
    }

    func stopObserving() {
        if let draftsObserver {
            NotificationCenter.default.removeObserver(draftsObserver)
        }
    }

    private func reloadDrafts() {}
}

// Built by the scene delegate, but also pushed from a list: not an app-lifetime object.
final class AccountDetailController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .draftsChanged, object: nil, queue: .main) { _ in
            self.view.setNeedsLayout() // expect: strong_self_in_escaping_closure
        }
    }
}

final class AccountsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = AccountDetailController()
    }
}

final class AccountListController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(AccountDetailController(), animated: true)
    }
}

// An initializer of the linted files that stores its closure: the context keeps it.
final class ShareContext {
    private let onComplete: (Bool) -> Void

    init(onComplete: @escaping (Bool) -> Void) {
        self.onComplete = onComplete
    }
}

final class ShareSheetController: UIViewController {
    private var shareContext: ShareContext?

    override func viewDidLoad() {
        super.viewDidLoad()
        shareContext = ShareContext(onComplete: { done in
            self.dismiss(animated: done) // expect: strong_self_in_escaping_closure
        })
    }
}

extension Notification.Name {
    static let draftsChanged = Notification.Name("draftsChanged")
}

// Built by the app delegate, but inside a URL handler that runs for every link: one more
// controller per link, each kept alive by its observer.
final class SpeakerLinkController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .draftsChanged, object: nil, queue: .main) { _ in
            self.updateLinkButton() // expect: strong_self_in_escaping_closure
        }
    }

    private func updateLinkButton() {}
}

final class LinkRouter {
    func register(_ path: String, handler: @escaping (URL) -> Void) {}
}

final class SpeakersAppDelegate: UIResponder, UIApplicationDelegate {
    let router = LinkRouter()

    func setUpRoutes() {
        router.register("speaker") { url in
            let controller = SpeakerLinkController()
            UIApplication.shared.windows.first?.rootViewController?.present(controller, animated: true)
        }
    }
}

// A singleton replaces its player on every episode: each replaced player stays in its cycle.
final class EpisodeAudioPlayer {
    private var onProgress: ((Double) -> Void)?
    private var position: Double = 0

    func prepare() {
        onProgress = { value in
            self.position = value // expect: strong_self_in_escaping_closure
        }
    }
}

final class EpisodePlaybackCenter {
    static let shared = EpisodePlaybackCenter()
    private var player: EpisodeAudioPlayer?

    func play(_ episode: String) {
        player = EpisodeAudioPlayer()
        player?.prepare()
    }
}
