import UIKit

// Near-misses: shadows whose path is set somewhere in the type (layoutSubviews,
// viewDidLayoutSubviews, the configuration closure, a helper, an extension),
// shadows switched off, and text shadows that are not layer shadows.

final class PlanCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // The path follows the size.
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
}

final class PricingViewController: UIViewController {
    private let headerCard = UIView()
    private let footerCard = UIView()

    // Path set in the closure right away (fixed size).
    private lazy var pricePill: UIView = {
        let pill = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 32))
        pill.layer.cornerRadius = 16
        pill.layer.shadowOpacity = 0.25
        pill.layer.shadowPath = UIBezierPath(roundedRect: pill.bounds, cornerRadius: 16).cgPath
        return pill
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headerCard)
        view.addSubview(footerCard)
        view.addSubview(pricePill)
        headerCard.layer.shadowOpacity = 0.2
        self.footerCard.layer.shadowOpacity = 0.2
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        headerCard.layer.shadowPath = UIBezierPath(rect: headerCard.bounds).cgPath
        updateFooterShadow()
    }

    // Path set by a helper.
    private func updateFooterShadow() {
        footerCard.layer.shadowPath = CGPath(rect: footerCard.bounds, transform: nil)
    }
}

final class InvoiceCell: UITableViewCell {
    private let stampLayer = CALayer()

    func applyStyle() {
        layer.shadowOpacity = 0.1
        stampLayer.shadowOpacity = 0.3
        stampLayer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 24, height: 24)).cgPath
        contentView.layer.addSublayer(stampLayer)
    }

    // Shadow removed: opacity back to zero.
    override func prepareForReuse() {
        super.prepareForReuse()
        stampLayer.shadowOpacity = 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateShadowPaths()
    }
}

extension InvoiceCell {
    // Path set in an extension of the same type.
    func updateShadowPaths() {
        self.layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 10).cgPath
    }
}

final class HeadlineView: UIView {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        // UILabel's own text shadow and an attributed NSShadow are not layer shadows.
        titleLabel.shadowColor = .black
        titleLabel.shadowOffset = CGSize(width: 0, height: 1)
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.4)
        titleLabel.attributedText = NSAttributedString(string: "Today", attributes: [.shadow: shadow])
        addSubview(titleLabel)
        // layer.shadowOpacity = 0.3 without a shadowPath would cost an offscreen pass.
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
