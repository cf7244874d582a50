import AVFoundation
import Combine
import UIKit

// Cycles the type breaks on purpose outside deinit: in another method, in another file of
// the class, in its superclass, or from inside the closure itself.

// The subscriptions are emptied when the window closes, in another file of the class
// (support_teardown_elsewhere.swift).
final class DocumentWindowController: UIViewController {
    var cancellables = Set<AnyCancellable>()
    let document = EditedDocument()

    func observeDocument() {
        document.$isEdited
            .sink { edited in self.title = edited ? "Edited" : "Saved" }
            .store(in: &cancellables)
    }
}

final class EditedDocument: ObservableObject {
    @Published var isEdited = false
}

// The superclass (support_teardown_elsewhere.swift) resets the stored block when the menu ends.
final class ConversationController: MenuHostingController {
    func showMenu() {
        menuActionHandler = { action in
            self.perform(action)
        }
    }

    private func perform(_ action: String) {}
}

// A periodic time observer removed and set to nil when playback stops.
final class VideoPlaybackProxy {
    let player = AVPlayer()
    private var timeToken: Any?
    private var seconds: Double = 0

    init() {
        timeToken = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 1, preferredTimescale: 600), queue: .main) { time in
            self.seconds = time.seconds
        }
    }

    func playbackStopped() {
        if let timeToken {
            player.removeTimeObserver(timeToken)
        }
        timeToken = nil
    }
}

// Subscriptions emptied by a stop handler.
final class NowPlayingPublisher {
    private var cancellables: Set<AnyCancellable> = []
    private let state = PlaybackState()

    func start() {
        state.$elapsed
            .sink { elapsed in self.publish(elapsed) }
            .store(in: &cancellables)
    }

    func handleStop() {
        cancellables = []
    }

    private func publish(_ elapsed: Double) {}
}

final class PlaybackState: ObservableObject {
    @Published var elapsed: Double = 0
    @Published var isPlaying = false
}

// A subscription that cancels itself from inside its own closure.
final class ResumeWatcher {
    private var playingSubscription: AnyCancellable?
    private let state = PlaybackState()
    private var lastResume: Date?

    func watchNextResume() {
        playingSubscription = state.$isPlaying
            .sink { playing in
                guard playing else { return }
                self.lastResume = Date()
                self.playingSubscription?.cancel()
            }
    }
}

// A one-shot subscription that empties its own storage with `Set()` when it fires (the
// teardown table counts `= Set()` as `= []` does).
final class FirstValueWatcher {
    private var pending = Set<AnyCancellable>()
    private let state = PlaybackState()
    private var firstPlay: Date?

    func watchFirstPlay() {
        state.$isPlaying
            .sink { playing in
                guard playing else { return }
                self.firstPlay = Date()
                self.pending = Set()
            }
            .store(in: &pending)
    }
}

// A repeating block timer invalidated by a stop method.
final class PulseIndicator {
    let view = UIView()
    private var timer: Timer?

    func startAnimating() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { _ in
            self.view.alpha = self.view.alpha < 1 ? 1 : 0.5
        }
    }

    func stopAnimating() {
        timer?.invalidate()
    }
}

// A block observer removed and its token cleared when the screen goes away.
final class InboxViewController: UIViewController {
    private var unreadObserver: NSObjectProtocol?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        unreadObserver = NotificationCenter.default.addObserver(forName: .unreadCountChanged, object: nil, queue: .main) { _ in
            self.reloadBadge()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let unreadObserver {
            NotificationCenter.default.removeObserver(unreadObserver)
        }
        unreadObserver = nil
    }

    private func reloadBadge() {}
}

// An initializer of the linted files that only calls the closure: nothing keeps it.
final class BrowsingContext {
    weak var presenter: UIViewController?
    var title = ""

    init(parent: BrowsingContext? = nil, configure: ((BrowsingContext) -> Void)? = nil) {
        title = parent?.title ?? ""
        configure?(self)
    }
}

final class FolderBrowserController: UIViewController {
    private var context: BrowsingContext?

    override func viewDidLoad() {
        super.viewDidLoad()
        context = BrowsingContext(parent: nil, configure: { context in
            context.presenter = self
        })
    }
}

extension Notification.Name {
    static let unreadCountChanged = Notification.Name("unreadCountChanged")
}
