// fixture-options: deployment_target=17.0
import UIKit

// Set once at setup, with no trait handling: the colour stays resolved for the old appearance.

final class PinFieldView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        layer.borderColor = UIColor.separator.cgColor // expect: static_cgcolor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// A plain CALayer subclass: appearance changes do not lay it out again.
final class GaugeTrackLayer: CALayer {
    override func layoutSublayers() {
        super.layoutSublayers()
        borderColor = UIColor.label.cgColor // expect: static_cgcolor
    }
}
