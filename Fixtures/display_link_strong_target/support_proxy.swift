import QuartzCore
import UIKit

// A weak proxy: the display link retains the proxy, the proxy only weakly
// references the real target.
final class WeakDisplayLinkProxy: NSObject {
    private weak var target: DisplayLinkStepping?

    init(target: DisplayLinkStepping) {
        self.target = target
    }

    @objc func step(_ link: CADisplayLink) {
        if let target {
            target.displayLinkDidFire(link)
        } else {
            link.invalidate()
        }
    }
}

protocol DisplayLinkStepping: AnyObject {
    func displayLinkDidFire(_ link: CADisplayLink)
}

// A project base view with its own animation helpers.
class AnimatedCanvasView: UIView {
    var displayLink: CADisplayLink?

    func stopAnimating() {
        displayLink?.invalidate()
        displayLink = nil
    }
}
