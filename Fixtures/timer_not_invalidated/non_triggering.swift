import Combine
import SwiftUI
import UIKit

// Invalidated in viewWillDisappear.
final class TrackingViewController: UIViewController {
    private var locationTimer: Timer?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        locationTimer = Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(refreshLocation), userInfo: nil, repeats: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        locationTimer?.invalidate()
        locationTimer = nil
    }

    @objc private func refreshLocation() {}
}

// Invalidated in viewDidDisappear through explicit self.
final class QuizViewController: UIViewController {
    private var questionTimer: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.questionTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.title = "…"
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        self.questionTimer?.invalidate()
    }
}

// Invalidated in deinit and in a stop method.
final class UploadProgressPoller {
    private var timer: Timer?
    private var retryTimer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] _ in self?.poll() }
        retryTimer = Timer(timeInterval: 10, repeats: true) { [weak self] _ in self?.retry() }
        if let retryTimer {
            RunLoop.main.add(retryTimer, forMode: .common)
        }
    }

    func stop() {
        retryTimer?.invalidate()
    }

    deinit {
        timer?.invalidate()
    }

    private func poll() {}
    private func retry() {}
}

// Non-repeating timers stop by themselves; so do timers whose repeat flag is not known.
final class ToastView: UIView {
    private var hideTimer: Timer?
    var repeatsHint = false

    func show() {
        hideTimer = Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { [weak self] _ in
            self?.removeFromSuperview()
        }
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(pulse), userInfo: nil, repeats: false)
        _ = Timer.scheduledTimer(withTimeInterval: 5, repeats: repeatsHint) { _ in }
    }

    @objc private func pulse() {}
}

// A repeating block that invalidates its own timer when done.
final class ResendCodeViewController: UIViewController {
    private let resendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        var secondsLeft = 30
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            secondsLeft -= 1
            guard let self, secondsLeft > 0 else {
                timer.invalidate()
                return
            }
            self.resendButton.setTitle("Resend in \(secondsLeft)s", for: .disabled)
        }
    }
}

// Timers kept in a collection and invalidated together.
final class AnimatedBadgeView: UIView {
    private var timers: [Timer] = []

    func startBlinking() {
        let blink = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
            self?.alpha = self?.alpha == 1 ? 0.4 : 1
        }
        timers.append(blink)
    }

    override func removeFromSuperview() {
        timers.forEach { $0.invalidate() }
        timers.removeAll()
        super.removeFromSuperview()
    }
}

// Invalidated in an extension declared in another file of this run.
final class StoryProgressView: UIView {
    var progressTimer: Timer?

    func play() {
        progressTimer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { [weak self] _ in
            self?.setNeedsDisplay()
        }
    }
}

// The property and its invalidation are inherited from a base class in another file.
final class OrderStatusViewController: PollingViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        pollTimer = Timer.scheduledTimer(timeInterval: 15, target: self, selector: #selector(pollNow), userInfo: nil, repeats: true)
    }

    @objc private func pollNow() { poll() }
}

// A weak proxy as target invalidates the timer when the screen is gone.
final class ClockViewController: UIViewController {
    private var clockTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        let proxy = WeakTimerTarget(target: self, selector: #selector(updateClock))
        clockTimer = Timer.scheduledTimer(timeInterval: 1, target: proxy, selector: #selector(WeakTimerTarget.fire(_:)), userInfo: nil, repeats: true)
    }

    @objc private func updateClock() {}
}

// Combine timers are cancelled with their subscription; SwiftUI cancels onReceive.
final class MarketTickerViewModel: ObservableObject {
    @Published var price = 0.0
    private var cancellables = Set<AnyCancellable>()

    init() {
        Timer.publish(every: 5, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.price += 0.1 }
            .store(in: &cancellables)
    }
}

struct ElapsedTimeView: View {
    @State private var seconds = 0

    var body: some View {
        Text("\(seconds)s")
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                seconds += 1
            }
    }
}

// A project type with a similar API is not Foundation's Timer.
final class RetryPolicy {
    private let backoff = BackoffTimer(interval: 2, repeats: true)

    // The words in comments and strings: Timer.scheduledTimer(withTimeInterval: 1, repeats: true)
    let note = "Timer.scheduledTimer(withTimeInterval: 1, repeats: true)"
}

struct BackoffTimer {
    let interval: TimeInterval
    let repeats: Bool
}
