import QuartzCore
import UIKit

// The weak proxy pattern: the link retains the proxy, not the controller.
final class ParallaxViewController: UIViewController, DisplayLinkStepping {
    private var displayLink: CADisplayLink?
    private let backgroundView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let proxy = WeakDisplayLinkProxy(target: self)
        displayLink = CADisplayLink(target: proxy, selector: #selector(WeakDisplayLinkProxy.step(_:)))
        displayLink?.add(to: .main, forMode: .common)
    }

    func displayLinkDidFire(_ link: CADisplayLink) {
        backgroundView.transform = CGAffineTransform(translationX: 0, y: CGFloat(link.timestamp.truncatingRemainder(dividingBy: 10)))
    }

    deinit {
        displayLink?.invalidate()
    }
}

// The proxy created inline as the argument, and a proxy kept in a stored property.
final class SpinnerView: AnimatedCanvasView, DisplayLinkStepping {
    private lazy var proxy = WeakDisplayLinkProxy(target: self)
    private var secondaryLink: CADisplayLink?

    func startAnimating() {
        displayLink = CADisplayLink(target: WeakDisplayLinkProxy(target: self), selector: #selector(WeakDisplayLinkProxy.step(_:)))
        displayLink?.add(to: .main, forMode: .common)

        secondaryLink = CADisplayLink(target: self.proxy, selector: #selector(WeakDisplayLinkProxy.step(_:)))
        secondaryLink?.add(to: .main, forMode: .common)
    }

    func displayLinkDidFire(_ link: CADisplayLink) {
        transform = transform.rotated(by: .pi / 60)
    }
}

// Other target-taking APIs are not display links.
final class ReminderViewController: UIViewController {
    private var refreshTimer: Timer?
    private let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        doneButton.addTarget(self, action: #selector(done), for: .touchUpInside)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(done))
        view.addGestureRecognizer(pan)
        refreshTimer = Timer(timeInterval: 1, target: self, selector: #selector(done), userInfo: nil, repeats: false)
    }

    @objc private func done() {}

    // Mentioned in comments and strings: CADisplayLink(target: self, selector: #selector(step))
    let hint = "CADisplayLink(target: self, selector: #selector(step))"
}

// The proxy class itself hands its own weak target on; its link targets the proxy.
final class FrameTicker: NSObject {
    private weak var owner: DisplayLinkStepping?
    private var link: CADisplayLink?

    init(owner: DisplayLinkStepping) {
        self.owner = owner
        super.init()
    }

    func start() {
        guard let owner else { return }
        let proxy = WeakDisplayLinkProxy(target: owner)
        link = CADisplayLink(target: proxy, selector: #selector(WeakDisplayLinkProxy.step(_:)))
        link?.add(to: .main, forMode: .common)
    }

    func stop() {
        link?.invalidate()
    }
}

// A self-finishing animation object: its own callback invalidates the link when done, which
// releases it. Keeping itself alive until then is the point.
final class PinSlideAnimator: NSObject {
    private var link: CADisplayLink?
    private var progress: CGFloat = 0
    var onStep: ((CGFloat) -> Void)?

    func start() {
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    @objc private func step(_ link: CADisplayLink) {
        progress += 0.05
        onStep?(progress)
        if progress >= 1 {
            finish()
        }
    }

    private func finish() {
        link?.invalidate()
        link = nil
    }
}

// A stored link with an explicit lifecycle: invalidated when the screen disappears, when the
// view leaves its superview, or by the base class's stop method (support_proxy.swift).
final class CountUpViewController: UIViewController {
    private var link: CADisplayLink?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        link = CADisplayLink(target: self, selector: #selector(render))
        link?.add(to: .main, forMode: .common)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        link?.invalidate()
    }

    @objc private func render() {}
}

final class RenderSurfaceView: UIView {
    private var frameLink: CADisplayLink?

    func startRendering() {
        let link = CADisplayLink(target: self, selector: #selector(drawFrame))
        link.add(to: .main, forMode: .common)
        frameLink = link
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if newSuperview == nil {
            // Breaks the link's hold on the view.
            frameLink?.invalidate()
            frameLink = nil
        }
    }

    @objc private func drawFrame() {}
}

final class MeterView: AnimatedCanvasView {
    func startMeter() {
        displayLink = CADisplayLink(target: self, selector: #selector(sample))
        displayLink?.add(to: .main, forMode: .common)
    }

    override func removeFromSuperview() {
        stopAnimating()
        super.removeFromSuperview()
    }

    @objc private func sample() {}
}
