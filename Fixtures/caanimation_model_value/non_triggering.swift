import UIKit

// Near-misses: the model value is set (before or after add, in a CATransaction,
// through the view, in a helper), animations removed explicitly later, repeating
// and reversing animations, group members, additive and by-value animations,
// animations that end at the layer's resting value, and key paths not written out.

final class ProgressRing: UIView {
    private let track = CAShapeLayer()
    private var progress: CGFloat = 0

    // Model value set right after add.
    func setProgress(_ value: CGFloat) {
        let anim = CABasicAnimation(keyPath: "strokeEnd")
        anim.fromValue = track.presentation()?.strokeEnd ?? track.strokeEnd
        anim.toValue = value
        anim.duration = 0.3
        track.add(anim, forKey: "progress")
        track.strokeEnd = value
    }

    // Model value set first, inside a transaction with implicit actions turned off.
    func setColor(_ color: UIColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        track.strokeColor = color.cgColor
        let anim = CABasicAnimation(keyPath: "strokeColor")
        anim.toValue = color.cgColor
        track.add(anim, forKey: "color")
        CATransaction.commit()
    }

    // The view property drives the layer's opacity.
    func hide() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        layer.add(fade, forKey: "hide")
        alpha = 0
    }

    // A helper of the same type sets the model.
    func collapse() {
        let shrink = CABasicAnimation(keyPath: "bounds")
        shrink.toValue = CGRect.zero
        layer.add(shrink, forKey: "collapse")
        applyCollapsedFrame()
    }

    private func applyCollapsedFrame() {
        frame = CGRect(origin: frame.origin, size: .zero)
    }

    // setValue(forKeyPath:) with the same key.
    func tilt() {
        let tilt = CABasicAnimation(keyPath: "transform.rotation.z")
        tilt.toValue = 0.2
        layer.add(tilt, forKey: "tilt")
        layer.setValue(0.2, forKeyPath: "transform.rotation.z")
    }
}

final class PressableCard: UIView {
    // Held while pressed, removed explicitly when the touch ends.
    func pressDown() {
        let press = CABasicAnimation(keyPath: "transform.scale")
        press.toValue = 0.95
        press.fillMode = .forwards
        press.isRemovedOnCompletion = false
        layer.add(press, forKey: "press")
    }

    func pressUp() {
        layer.removeAnimation(forKey: "press")
    }
}

final class LoadingIndicator: UIView {
    // Repeating forever: the end state never matters.
    func spin() {
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        spin.toValue = CGFloat.pi * 2
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
    }

    // Reverses back to where it started.
    func pulse() {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.toValue = 1.2
        pulse.autoreverses = true
        pulse.repeatCount = 2
        layer.add(pulse, forKey: "pulse")
    }

    // A keyframe shake that comes back to its start.
    func shake() {
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -8, 8, -4, 0]
        shake.isAdditive = true
        shake.duration = 0.3
        layer.add(shake, forKey: "shake")
    }

    func wobble() {
        let wobble = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        wobble.values = [0, 0.1, -0.1, 0]
        layer.add(wobble, forKey: "wobble")
    }

    // By-value and additive animations.
    func nudge() {
        let nudge = CABasicAnimation(keyPath: "position.y")
        nudge.byValue = -6
        layer.add(nudge, forKey: "nudge")
    }

    // Ends at the resting value (opacity 1, scale 1): the model is already there.
    func appear() {
        let fadeIn = CABasicAnimation(keyPath: "opacity")
        fadeIn.fromValue = 0
        fadeIn.toValue = 1
        layer.add(fadeIn, forKey: "appear")
        let popIn = CABasicAnimation(keyPath: "transform.scale")
        popIn.fromValue = 0.5
        popIn.toValue = 1.0
        layer.add(popIn, forKey: "pop")
    }

    // Only a start value: it animates from there to the current model value.
    func flash() {
        let flash = CABasicAnimation(keyPath: "backgroundColor")
        flash.fromValue = UIColor.yellow.cgColor
        layer.add(flash, forKey: "flash")
    }

    // A group's members are never added on their own.
    func popAndFade() {
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.toValue = 2
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        layer.add(group, forKey: "popAndFade")
    }

    // A delegate finishes the animation (sets the model in animationDidStop).
    func slideOut(delegate: CAAnimationDelegate) {
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = 400
        slide.delegate = delegate
        layer.add(slide, forKey: "slideOut")
    }

    // The key path comes from a constant this file cannot read.
    func animateCustom(key: String) {
        let custom = CABasicAnimation(keyPath: key)
        custom.toValue = 1
        layer.add(custom, forKey: key)
    }

    // Moving along a path.
    func orbit(path: CGPath) {
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = path
        layer.add(orbit, forKey: "orbit")
    }

    // An animation made elsewhere.
    func replay(_ animation: CABasicAnimation) {
        layer.add(animation, forKey: "replay")
    }
}

final class FlipView: UIView {
    private let front = CALayer()

    // The model is set inside the completion of the transaction.
    func flip() {
        CATransaction.begin()
        let flip = CABasicAnimation(keyPath: "transform")
        flip.toValue = CATransform3DMakeRotation(.pi, 0, 1, 0)
        CATransaction.setCompletionBlock {
            self.front.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        }
        front.add(flip, forKey: "flip")
        CATransaction.commit()
    }

    // Back to the identity transform.
    func unflip() {
        let back = CABasicAnimation(keyPath: "transform")
        back.toValue = CATransform3DIdentity
        front.add(back, forKey: "unflip")
    }

    // Moved by Auto Layout right after.
    var topConstraint: NSLayoutConstraint?
    func drop() {
        let drop = CABasicAnimation(keyPath: "position.y")
        drop.toValue = 300
        layer.add(drop, forKey: "drop")
        topConstraint?.constant = 300
    }
}

final class SpinnerView: UIView {
    // Back to no rotation, written through NSNumber and a cast.
    func settle() {
        let settle = CABasicAnimation(keyPath: "transform.rotation.z")
        settle.toValue = NSNumber(value: 0 as Double)
        settle.duration = 2
        layer.add(settle, forKey: "settle")
    }
}
