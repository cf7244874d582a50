import UIKit

// Target-action timer; setting the property to nil does not stop it.
final class LiveScoreViewController: UIViewController {
    private var pollTimer: Timer?
    private var displayLink: CADisplayLink?
    private let scoreLabel = UILabel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        pollTimer = Timer.scheduledTimer(timeInterval: 10, target: self, selector: #selector(refreshScore), userInfo: nil, repeats: true) // expect: timer_not_invalidated
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        pollTimer = nil
        // Invalidating other things is not invalidating the timer.
        displayLink?.invalidate()
        view.invalidateIntrinsicContentSize()
    }

    @objc private func refreshScore() {
        scoreLabel.text = "…"
    }
}

// Block-based, stored, never invalidated; a multi-line call.
final class AutoScrollingBannerView: UIView {
    private weak var autoScrollTimer: Timer?
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var page = 0

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        autoScrollTimer = Timer.scheduledTimer( // expect: timer_not_invalidated
            withTimeInterval: 4,
            repeats: true
        ) { [weak self] _ in
            self?.advancePage()
        }
    }

    private func advancePage() {
        page += 1
        collectionView.collectionViewLayout.invalidateLayout()
    }
}

// Implicit member syntax and the `Timer(...)` initializer added to the run loop.
final class SessionKeepAlive {
    private var heartbeat: Timer?
    private var refresh: Timer?

    func start() {
        heartbeat = .scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in self?.ping() } // expect: timer_not_invalidated

        let timer = Timer(fire: Date(), interval: 300, repeats: true) { [weak self] _ in self?.renewToken() } // expect: timer_not_invalidated
        RunLoop.main.add(timer, forMode: .common)
        refresh = timer
    }

    private func ping() {}
    private func renewToken() {}
}

// Never stored, so it can never be invalidated.
final class TypingIndicatorViewController: UIViewController {
    private let dotsView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { [weak self] _ in // expect: timer_not_invalidated
            self?.dotsView.arrangedSubviews.forEach { $0.alpha = $0.alpha == 1 ? 0.3 : 1 }
        }
    }
}

// Another type invalidating a property of the same name does not help this one.
final class CountdownViewController: UIViewController {
    private var timer: Timer?
    private var remaining = 60

    func startCountdown() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true) // expect: timer_not_invalidated
    }

    @objc private func tick() {
        remaining -= 1
        title = "\(remaining)s"
    }
}

final class UnrelatedStopwatch {
    private var timer: Timer?

    func reset() {
        timer?.invalidate()
    }
}

// Inside a conditional-compilation block, in an extension of the type.
final class MemoryMonitorViewController: UIViewController {
    private var sampler: Timer?
}

extension MemoryMonitorViewController {
    #if DEBUG
    func startSampling() {
        sampler = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in // expect: timer_not_invalidated
            self?.title = ProcessInfo.processInfo.thermalState == .nominal ? "OK" : "Hot"
        }
    }
    #endif
}

// Handed straight to the run loop: nothing keeps a handle to invalidate.
final class MarqueeLabel: UILabel {
    func startScrolling() {
        RunLoop.main.add(Timer(timeInterval: 0.05, repeats: true) { [weak self] _ in // expect: timer_not_invalidated
            self?.setNeedsDisplay()
        }, forMode: .common)
    }
}
