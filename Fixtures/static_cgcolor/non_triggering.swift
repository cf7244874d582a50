import UIKit

// Near-misses: fixed colours, types that refresh layer colours on trait changes
// (registerForTraitChanges, traitCollectionDidChange, assignments in
// layoutSubviews / viewDidLayoutSubviews, which UIKit re-runs on appearance changes), a controller pinned to one
// style, system accent colours, and CGColors used outside layer properties.

final class CouponView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // Fixed colours.
        layer.shadowColor = UIColor.black.cgColor
        layer.borderColor = UIColor.white.withAlphaComponent(0.6).cgColor
        layer.backgroundColor = UIColor(red: 1, green: 0.96, blue: 0.88, alpha: 1).cgColor
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.brandRed.cgColor, UIColor.hairline.cgColor, CGColor(gray: 0, alpha: 0.1)]
        layer.addSublayer(gradient)
        // System accent colours change too little between styles to matter here.
        layer.shadowColor = UIColor.systemBlue.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// iOS 17 trait registration re-applies the colours.
final class TagChipView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        applyColors()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (chip: TagChipView, _: UITraitCollection) in
            chip.applyColors()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func applyColors() {
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.label.cgColor
    }
}

// The older callback, still a trait-change handler.
final class LegacyBadgeView: UIView {
    private let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.strokeColor = UIColor.systemBackground.cgColor
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        ring.strokeColor = UIColor.systemBackground.cgColor
    }
}

// UIKit re-runs layoutSubviews on appearance changes, with the new traits current.
final class OutlinedFieldView: UIView {
    private let underline = CALayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderColor = UIColor.separator.cgColor
        underline.backgroundColor = UIColor.label.cgColor
        underline.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }
}

final class BoardingPassViewController: UIViewController {
    private let passView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(passView)
    }

    // The view controller counterpart, also re-run on appearance changes.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        passView.layer.borderColor = UIColor.cardBorder.cgColor
    }
}

// A screen pinned to dark mode never changes appearance.
final class NightCameraViewController: UIViewController {
    private let shutterRing = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .dark
        shutterRing.layer.borderColor = UIColor.label.cgColor
        view.addSubview(shutterRing)
    }
}

// CGColors used for drawing, not stored on a layer: draw(_:) runs again on
// appearance changes.
final class PieChartView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.secondarySystemFill.cgColor)
        context.fillEllipse(in: rect.insetBy(dx: 4, dy: 4))
        // layer.borderColor = UIColor.label.cgColor would not update.
        let note = "layer.borderColor = UIColor.label.cgColor is resolved once"
        _ = note
    }
}
