import AVFoundation
import Combine
import UIKit

extension Notification.Name {
    static let cartDidChange = Notification.Name("cartDidChange")
    static let userDidLogOut = Notification.Name("userDidLogOut")
}

// The token is the only handle for removing a block observer; these throw it away where it
// does harm: on every appearance, with a block that keeps self, or a block that runs the
// caller's completion again on every later notification.
final class CartBadgeViewController: UIViewController {
    private let badgeLabel = UILabel()
    private let center: NotificationCenter

    init(center: NotificationCenter = .default) {
        self.center = center
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        // Statement result unused, trailing closure: one more observer per appearance.
        NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] note in // expect: discarded_observer_token
            self?.badgeLabel.text = "\(note.userInfo?["count"] ?? 0)"
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        // Explicitly discarded, multi-line with the `using:` label; the block keeps self.
        _ = NotificationCenter.default.addObserver( // expect: discarded_observer_token
            forName: .userDidLogOut,
            object: nil,
            queue: OperationQueue.main,
            using: { _ in
                self.navigationController?.popToRootViewController(animated: true)
            }
        )
    }

    // An injected center stored in a property; the block runs the caller's completion again.
    func purgeCaches(then completion: @escaping () -> Void) {
        let _ = center.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in // expect: discarded_observer_token
            URLCache.shared.removeAllCachedResponses()
            completion()
        }
    }
}

// The type removes observers with `removeObserver(self, name:)`, which cannot remove a
// block observer; the cell registers again on every reuse.
final class AccountBadgeCell: UITableViewCell {
    var account: String? {
        didSet {
            NotificationCenter.default.removeObserver(self, name: .cartDidChange, object: nil)
            NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] _ in // expect: discarded_observer_token
                self?.setNeedsLayout()
            }
        }
    }
}

// The type keeps and removes another token, but throws this one away on every load.
final class EpisodePlayer {
    private var endObserver: NSObjectProtocol?

    func load(_ item: AVPlayerItem) {
        endObserver = NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: .main) { [weak self] _ in
            self?.finish()
        }
        _ = NotificationCenter.default.addObserver(forName: .AVPlayerItemPlaybackStalled, object: item, queue: .main) { [weak self] _ in // expect: discarded_observer_token
            self?.stall()
        }
    }

    func cleanUp() {
        if let endObserver { NotificationCenter.default.removeObserver(endObserver) }
        endObserver = nil
    }

    private func finish() {}
    private func stall() {}
}

// A view model (not a UIKit type) registering in a loop.
final class SessionViewModel: ObservableObject {
    @Published private(set) var isActive = true

    func observeLifecycle() {
        let names: [Notification.Name] = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification]
        for name in names {
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in // expect: discarded_observer_token
                self?.isActive = note.name == UIApplication.didBecomeActiveNotification
            }
        }
    }
}

// In a view, inside a conditional-compilation block, with explicit self.
final class ShakeToDebugView: UIView {
    private let center = NotificationCenter.default

    override func didMoveToWindow() {
        super.didMoveToWindow()
        #if DEBUG
        self.center.addObserver(forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: .main) { [weak self] _ in // expect: discarded_observer_token
            self?.backgroundColor = .systemYellow
        }
        #endif
    }
}

// In a struct (a SwiftUI helper), via a local center.
struct KeyboardHeightReader {
    func start(onChange: @escaping (CGFloat) -> Void) {
        let center = NotificationCenter.default
        center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { note in // expect: discarded_observer_token
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            onChange(frame?.height ?? 0)
        }
    }
}

// A single-expression closure run for its effect still throws the token away.
final class ReaderSettingsViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.async {
            NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in // expect: discarded_observer_token
                self?.view.setNeedsLayout()
            }
        }
    }
}

// A player the app keeps (a singleton builds it) still registers once more per episode.
final class StreamingPlayer {
    private var keepPlaying = true

    func load(_ item: AVPlayerItem) {
        configureObservers(for: item)
    }

    private func configureObservers(for item: AVPlayerItem) {
        _ = NotificationCenter.default.addObserver(forName: .AVPlayerItemPlaybackStalled, object: item, queue: nil) { [weak self] _ in // expect: discarded_observer_token
            guard let self else { return }
            if self.keepPlaying { self.resume() }
        }
    }

    private func resume() {}
}

final class StreamingCenter {
    static let shared = StreamingCenter()
    let player = StreamingPlayer()
}
