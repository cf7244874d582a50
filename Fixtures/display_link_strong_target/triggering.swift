import QuartzCore
import UIKit

// The link is created with the controller as its target.
final class ConfettiViewController: UIViewController {
    private var displayLink: CADisplayLink?
    private var particles: [CGPoint] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        displayLink = CADisplayLink(target: self, selector: #selector(step(_:))) // expect: display_link_strong_target
        displayLink?.add(to: .main, forMode: .common)
    }

    // Invalidating in deinit never helps: deinit cannot run while the link holds self.
    deinit {
        displayLink?.invalidate()
    }

    @objc private func step(_ link: CADisplayLink) {
        particles = particles.map { CGPoint(x: $0.x, y: $0.y + 2) }
    }
}

// A view subclass whose base class (another file) offers a stop method nobody calls for this
// link: it is never invalidated; multi-line call, explicit self.
final class WaveformView: AnimatedCanvasView {
    private var phase: CGFloat = 0
    private var waveLink: CADisplayLink?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        self.waveLink = CADisplayLink( // expect: display_link_strong_target
            target: self,
            selector: #selector(self.advance(_:))
        )
        self.waveLink?.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        self.waveLink?.add(to: .main, forMode: .common)
    }

    @objc private func advance(_ link: CADisplayLink) {
        phase += CGFloat(link.targetTimestamp - link.timestamp)
        setNeedsDisplay()
    }
}

// Never stored: a new link on every superview change, and nothing can stop any of them.
final class PulsingDotsView: UIView {
    var isAnimating = false {
        didSet {
            if isAnimating {
                let link = CADisplayLink(target: self, selector: #selector(pulse)) // expect: display_link_strong_target
                link.add(to: .main, forMode: .common)
            }
        }
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        isAnimating = superview != nil
    }

    @objc private func pulse() {}
}

// Created in a local and added to the run loop; the run loop keeps it and it keeps self.
final class ScrubberController: NSObject {
    private var startTime: CFTimeInterval = 0
    var onFrame: ((CFTimeInterval) -> Void)?

    func begin() {
        let link = CADisplayLink(target: self, selector: #selector(tick(_:))) // expect: display_link_strong_target
        startTime = CACurrentMediaTime()
        link.add(to: RunLoop.main, forMode: .default)
    }

    @objc private func tick(_ link: CADisplayLink) {
        onFrame?(link.timestamp - startTime)
    }
}

// In an extension, inside a conditional-compilation block.
final class FrameRateMonitorViewController: UIViewController {
    private var monitorLink: CADisplayLink?
    private var frameCount = 0
}

extension FrameRateMonitorViewController {
    #if DEBUG
    func startMonitoring() {
        monitorLink = CADisplayLink(target: self, selector: #selector(countFrame)) // expect: display_link_strong_target
        monitorLink?.add(to: .main, forMode: .common)
    }
    #endif

    @objc private func countFrame() {
        frameCount += 1
    }
}
