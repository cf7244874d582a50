import UIKit

// Shapes met in real apps that must stay silent.

// A cell that switches between a raised look (shadow, no clipping) and a flat one
// (clipped, shadow removed): the two are never on at the same time.
final class ChipCell: UICollectionViewCell {
    var isRaised = false { didSet { setNeedsLayout() } }

    override func layoutSubviews() {
        super.layoutSubviews()
        if isRaised {
            layer.masksToBounds = false
            layer.shadowOpacity = 0.25
            layer.shadowRadius = 4
        } else {
            layer.masksToBounds = true
            layer.shadowRadius = 0
        }
    }
}

// Two independent styling helpers on UIView: callers round one view and shadow another.
extension UIView {
    func roundCorners(_ radius: CGFloat) {
        layer.cornerRadius = radius
        layer.masksToBounds = true
    }

    func liftWithShadow(opacity: Float) {
        layer.masksToBounds = false
        layer.shadowOpacity = opacity
        layer.shadowRadius = 6
    }
}
