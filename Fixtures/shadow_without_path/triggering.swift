import UIKit

// Layers given a visible shadow while the type never sets their shadowPath, so
// Core Animation works the shape out offscreen on every frame. The finding points
// at the `shadowOpacity` assignment that turns the shadow on.

final class FloatingActionButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 28
        // Implicit self, set in init, no path anywhere in the type.
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3 // expect: shadow_without_path
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class StatsViewController: UIViewController {
    // Two shadowed views; only the first one gets a path.
    private let revenueCard = UIView()
    private let ordersCard = UIView()

    // Lazy view with its shadow configured in the closure.
    private lazy var tooltip: UIView = {
        let tooltip = UIView()
        tooltip.backgroundColor = .systemBackground
        tooltip.layer.shadowOpacity = 0.2 // expect: shadow_without_path
        tooltip.layer.shadowRadius = 4
        return tooltip
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        [revenueCard, ordersCard].forEach { view.addSubview($0) }
        view.addSubview(tooltip)
        revenueCard.layer.shadowOpacity = 0.15
        revenueCard.layer.shadowRadius = 10
        self.ordersCard.layer.shadowOpacity = 0.15 // expect: shadow_without_path
        self.ordersCard.layer.shadowRadius = 10
        addLegendChip()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        revenueCard.layer.shadowPath = UIBezierPath(roundedRect: revenueCard.bounds, cornerRadius: 12).cgPath
    }

    // A local chip in a helper.
    private func addLegendChip() {
        let chip = UILabel()
        chip.text = "Live"
        chip.layer.shadowOpacity = 0.25 // expect: shadow_without_path
        view.addSubview(chip)
    }
}

// A cell styled in an extension, with a standalone layer as well.
final class EventCell: UICollectionViewCell {
    let dateBadgeLayer = CALayer()
}

extension EventCell {
    func applyStyle() {
        contentView.layer.cornerRadius = 12
        layer.shadowOpacity = 0.12 // expect: shadow_without_path
        layer.shadowRadius = 5
        dateBadgeLayer.shadowOpacity = 0.4 // expect: shadow_without_path
        contentView.layer.addSublayer(dateBadgeLayer)
    }
}
