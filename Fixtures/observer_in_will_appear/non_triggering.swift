import UIKit
import Combine

// Registrations made once, in viewDidLoad or init.
final class FeedViewController: UIViewController {
    private let viewModel = CartViewModel()
    private var cancellables = Set<AnyCancellable>()
    private let refreshButton = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .syncFinished, object: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshButton.addTarget(self, action: #selector(reload), for: .touchUpInside)
        viewModel.$items
            .sink { [weak self] _ in self?.reload() }
            .store(in: &cancellables)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    @objc private func reload() {}
}

// Balanced: added on appear, removed on disappear.
final class KeyboardAwareViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow() {}
}

final class StatsViewController: UIViewController {
    private var token: NSObjectProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        token = NotificationCenter.default.addObserver(forName: .syncFinished, object: nil, queue: .main) { [weak self] _ in
            self?.view.setNeedsLayout()
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}

final class ScrubberViewController: UIViewController {
    private let slider = UISlider()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        slider.addTarget(self, action: #selector(scrub), for: .valueChanged)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        slider.removeTarget(self, action: #selector(scrub), for: .valueChanged)
    }

    @objc private func scrub() {}
}

final class MoviePlayerViewController: UIViewController {
    private let player = AVPlayerStandIn()
    private var rateObservation: NSKeyValueObservation?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        rateObservation = player.observe(\.rate, options: [.new]) { _, _ in }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        rateObservation?.invalidate()
    }
}

final class CheckoutViewController: UIViewController {
    private let viewModel = CartViewModel()
    private var cancellables = Set<AnyCancellable>()
    private var titleSubscription: AnyCancellable?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.$items
            .sink { [weak self] _ in self?.view.setNeedsLayout() }
            .store(in: &cancellables)
        titleSubscription = viewModel.$title.assign(to: \.title, on: self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        cancellables.removeAll()
        titleSubscription?.cancel()
    }
}

// One observation or cancellable held in a stored property and assigned on every
// appearance: the assignment releases the previous one, which stops it, so only one is
// ever alive and nothing piles up.
final class TrackPlayerViewController: UIViewController {
    private let player = AVPlayerStandIn()
    private let viewModel = CartViewModel()
    private let totalLabel = UILabel()
    private var rateObservation: NSKeyValueObservation?
    private var totalSubscription: AnyCancellable?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.rateObservation = player.observe(\.rate, options: [.new]) { [weak self] _, _ in
            self?.view.setNeedsLayout()
        }
        refreshTotal()
    }

    private func refreshTotal() {
        totalSubscription = viewModel.$total
            .receive(on: DispatchQueue.main)
            .sink { [weak self] total in self?.totalLabel.text = total }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.endEditing(true)
    }
}

// Balanced by replacing the storage or nil-ing the token.
final class OrdersViewController: UIViewController {
    private let viewModel = CartViewModel()
    private var subscriptions = Set<AnyCancellable>()
    private var totalSubscription: AnyCancellable?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.$items.sink { _ in }.store(in: &subscriptions)
        totalSubscription = viewModel.$total.sink { _ in }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        subscriptions = []
        totalSubscription = nil
    }
}

// Balanced through helpers on both sides: the removal sits in a helper that the
// disappear callback calls.
final class TagListViewController: UIViewController {
    private let viewModel = ProfileViewModel()
    private var bag = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        startListeningToKeyboard()
        bindViewModel()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        stopListeningToKeyboard()
        unbind()
    }

    private func startListeningToKeyboard() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    private func stopListeningToKeyboard() {
        let center = NotificationCenter.default
        center.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        center.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    private func bindViewModel() {
        viewModel.$name.sink { [weak self] in self?.title = $0 }.store(in: &bag)
    }

    private func unbind() {
        bag.forEach { $0.cancel() }
    }

    @objc private func keyboardWillShow() {}
    @objc private func keyboardWillHide() {}
}

// The removal sits in an extension of the same type.
final class MailboxViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(newMail), name: .newMail, object: nil)
    }

    @objc private func newMail() {}
}

extension MailboxViewController {
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }
}

// Guarded by a once-flag, or by a nil check on the stored token.
final class OnboardingViewController: UIViewController {
    private var didRegister = false
    private var isObserving = false
    private var themeToken: NSObjectProtocol?
    private let viewModel = CartViewModel()
    private var cancellables = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !didRegister {
            NotificationCenter.default.addObserver(self, selector: #selector(finish), name: .syncFinished, object: nil)
            didRegister = true
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !isObserving else { return }
        isObserving = true
        viewModel.$items.sink { _ in }.store(in: &cancellables)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        if themeToken == nil {
            themeToken = NotificationCenter.default.addObserver(forName: .themeChanged, object: nil, queue: .main) { _ in }
        }
    }

    @objc private func finish() {}
}

// Not registrations: posting, a one-shot sink that is not stored, removing,
// unrelated calls named like the registrations.
final class ReceiptViewController: UIViewController {
    private let viewModel = CartViewModel()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.post(name: .syncFinished, object: nil)
        NotificationCenter.default.removeObserver(self, name: .newMail, object: nil)
        _ = viewModel.$items.first().sink { _ in }
        let observers = ["a", "b"]
        print(observers.count)
    }
}

// Lifecycle names in types that are not view controllers, and not overrides.
final class PlayerPresenter: NSObject {
    private var cancellables = Set<AnyCancellable>()
    private let viewModel = CartViewModel()

    func viewWillAppear() {
        viewModel.$items.sink { _ in }.store(in: &cancellables)
        NotificationCenter.default.addObserver(self, selector: #selector(update), name: .syncFinished, object: nil)
    }

    @objc private func update() {}
}
