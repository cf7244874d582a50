import UIKit

// Animations whose end value never reaches the layer's model.

final class RecordButton: UIView {
    private let ring = CAShapeLayer()

    // Held on screen by the animation alone: the model keeps strokeEnd = 0.
    func fillRing() {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 0.4
        fill.fillMode = .forwards
        fill.isRemovedOnCompletion = false
        ring.add(fill, forKey: "fill") // expect: caanimation_model_value
    }

    // The older constant spelling of the fill mode.
    func dim() {
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        fade.toValue = 0.3
        fade.fillMode = CAMediaTimingFillMode.both
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: nil) // expect: caanimation_model_value
    }
}

final class BadgeView: UIView {
    // No model value at all: the badge jumps back to its old corner radius.
    func morphToCircle() {
        let morph = CABasicAnimation(keyPath: "cornerRadius")
        morph.toValue = bounds.height / 2
        morph.duration = 0.25
        layer.add(morph, forKey: "morph") // expect: caanimation_model_value
    }

    // A keyframe animation that ends somewhere else than it starts.
    func slideAway() {
        let slide = CAKeyframeAnimation(keyPath: "position.x")
        slide.values = [center.x, center.x + 20, center.x + 300]
        slide.duration = 0.5
        layer.add(slide, forKey: "slide") // expect: caanimation_model_value
    }

    // A spring whose key path is set after construction.
    func grow() {
        let spring = CASpringAnimation()
        spring.keyPath = "transform.scale"
        spring.toValue = 1.4
        spring.damping = 8
        layer.add(spring, forKey: "grow") // expect: caanimation_model_value
    }

    // Added later, from inside a closure: still this function's animation.
    func fadeOutAfterDelay() {
        let fadeOut = CABasicAnimation(keyPath: "opacity")
        fadeOut.toValue = 0
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.layer.add(fadeOut, forKey: "fadeOut") // expect: caanimation_model_value
        }
    }
}
