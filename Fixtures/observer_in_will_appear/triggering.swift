import UIKit
import Combine

// Registrations in an appearance callback that nothing undoes when the screen
// disappears: every return to the screen adds one more, and the old ones keep
// firing while the screen is off screen.

// NotificationCenter, selector form, removed only in deinit.
final class EpisodeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(episodeChanged), name: .episodeChanged, object: nil) // expect: observer_in_will_appear
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func episodeChanged() {}
}

// NotificationCenter through a local, block form with a stored token, in
// viewDidAppear and viewIsAppearing.
final class DownloadsViewController: UIViewController {
    private var tokens: [NSObjectProtocol] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(refresh), name: .downloadFinished, object: nil) // expect: observer_in_will_appear
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        let token = NotificationCenter.default
            .addObserver(forName: .downloadProgress, object: nil, queue: .main) { [weak self] _ in // expect: observer_in_will_appear
                self?.refresh()
            }
        tokens.append(token)
    }

    @objc private func refresh() {}
}

// Target-action.
final class PlayerControlsViewController: UIViewController {
    private let playButton = UIButton(type: .system)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        playButton.addTarget(self, action: #selector(play), for: .touchUpInside) // expect: observer_in_will_appear
    }

    @objc private func play() {}
}

// KVO, kept in an array.
final class VideoViewController: UIViewController {
    private let player = AVPlayerStandIn()
    private var observations: [NSKeyValueObservation] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        observations.append(player.observe(\.rate, options: [.new]) { [weak self] _, _ in // expect: observer_in_will_appear
            self?.updateRate()
        })
    }

    private func updateRate() {}
}

// Combine: .sink and .assign stored with .store(in:) into a set that only grows.
final class CartViewController: UIViewController {
    private let viewModel = CartViewModel()
    private var cancellables = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.$items
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.reload() } // expect: observer_in_will_appear
            .store(in: &cancellables)

        viewModel.$title
            .assign(to: \.title, on: self) // expect: observer_in_will_appear
            .store(in: &cancellables)
    }

    private func reload() {}
}

// Through the type's own helper methods: the finding points at the registration
// inside the helper.
final class ProfileViewController: UIViewController {
    private let viewModel = ProfileViewModel()
    private var bag = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        bindViewModel()
        self.addObservers()
    }

    private func bindViewModel() {
        viewModel.$name
            .sink { [weak self] name in self?.title = name } // expect: observer_in_will_appear
            .store(in: &bag)
    }

    func addObservers() {
        NotificationCenter.default.addObserver(self, selector: #selector(themeChanged), name: .themeChanged, object: nil) // expect: observer_in_will_appear
    }

    @objc private func themeChanged() {}
}

// A disappear callback exists but undoes something else.
final class SearchViewController: UIViewController {
    private var keyboardTimer: Timer?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil) // expect: observer_in_will_appear
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardTimer?.invalidate()
        view.endEditing(true)
    }

    @objc private func keyboardWillShow() {}
}

// Cross-file: a subclass of a project base view controller (support_types.swift).
final class InboxViewController: BaseScreenViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(newMail), name: .newMail, object: nil) // expect: observer_in_will_appear
    }

    @objc private func newMail() {}
}

// Several observers added by one helper on every appearance, removed only in deinit:
// one finding for the helper, at its first registration.
final class UploadDetailViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startObserving()
    }

    private func startObserving() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(refresh), name: .downloadFinished, object: nil) // expect: observer_in_will_appear
        center.addObserver(self, selector: #selector(refresh), name: .downloadProgress, object: nil)
        center.addObserver(self, selector: #selector(refresh), name: .episodeChanged, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func refresh() {}
}

// A block observer's token assigned to a stored property: replacing the token does not
// remove the previous observer (only removeObserver does), so the blocks pile up.
final class LibraryViewController: UIViewController {
    private var refreshToken: NSObjectProtocol?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshToken = NotificationCenter.default.addObserver(forName: .downloadFinished, object: nil, queue: .main) { [weak self] _ in // expect: observer_in_will_appear
            self?.view.setNeedsLayout()
        }
    }
}

// The callback inside `#if`, in an extension: the type is still a screen with an
// appearance callback.
final class QueueViewController: UIViewController {}

extension QueueViewController {
    #if os(iOS)
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(queueChanged), name: .queueChanged, object: nil) // expect: observer_in_will_appear
    }
    #endif

    @objc private func queueChanged() {}
}
