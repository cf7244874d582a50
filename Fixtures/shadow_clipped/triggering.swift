import UIKit

// One view or layer that gets a visible shadow and also clips to its bounds: the
// clip cuts the shadow off. The finding points at the `clipsToBounds` /
// `masksToBounds` assignment.

final class ProductCardView: UIView {
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Implicit self: shadow and clip on the view itself.
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)
        clipsToBounds = true // expect: shadow_clipped
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class DashboardViewController: UIViewController {
    // Stored view: shadow in one method, clip in a helper.
    private let summaryCard = UIView()

    // Lazy view with both inside its configuration closure.
    private lazy var alertBanner: UIView = {
        let banner = UIView()
        banner.backgroundColor = .systemYellow
        banner.layer.cornerRadius = 12
        banner.layer.shadowOpacity = 0.25
        banner.layer.shadowRadius = 6
        banner.layer.masksToBounds = true // expect: shadow_clipped
        return banner
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(summaryCard)
        view.addSubview(alertBanner)
        summaryCard.layer.shadowOpacity = 0.15
        summaryCard.layer.shadowRadius = 10
        roundCorners()
        addBadge()
    }

    private func roundCorners() {
        self.summaryCard.layer.cornerRadius = 20
        self.summaryCard.clipsToBounds = true // expect: shadow_clipped
    }

    // A local view that gets both.
    private func addBadge() {
        let badge = UILabel()
        badge.text = "3"
        badge.layer.cornerRadius = 10
        badge.layer.shadowOpacity = 0.3
        badge.layer.masksToBounds = true // expect: shadow_clipped
        view.addSubview(badge)
    }
}

// A cell whose own layer gets the shadow, clipped later in layoutSubviews.
final class StoryCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 5
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        self.layer.masksToBounds = true // expect: shadow_clipped
    }
}

// A standalone layer, configured partly in an extension.
final class GlowButton: UIButton {
    let glowLayer = CALayer()
}

extension GlowButton {
    func configureGlow() {
        glowLayer.shadowColor = UIColor.systemBlue.cgColor
        glowLayer.shadowOpacity = 0.8
        glowLayer.shadowRadius = 12
        glowLayer.masksToBounds = true // expect: shadow_clipped
        layer.insertSublayer(glowLayer, at: 0)
    }
}
