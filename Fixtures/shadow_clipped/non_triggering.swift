import UIKit

// Near-misses: the two-view pattern (outer view casts the shadow, inner view
// clips), a cell's shadow with its contentView clipped, shadows without clipping,
// clipping without a shadow, the shadow switched off, and different views that
// share a local name.

final class RecipeCardView: UIView {
    // Outer view: shadow, no clipping. Inner view: same radius, clips.
    private let shadowContainer = UIView()
    private let contentContainer = UIView()
    private let photoView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        shadowContainer.layer.shadowColor = UIColor.black.cgColor
        shadowContainer.layer.shadowOpacity = 0.2
        shadowContainer.layer.shadowRadius = 10
        shadowContainer.layer.shadowOffset = CGSize(width: 0, height: 6)
        shadowContainer.clipsToBounds = false

        contentContainer.layer.cornerRadius = 16
        contentContainer.clipsToBounds = true
        photoView.contentMode = .scaleAspectFill

        addSubview(shadowContainer)
        shadowContainer.addSubview(contentContainer)
        contentContainer.addSubview(photoView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// The cell casts the shadow; its contentView clips the rounded content.
final class TicketCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.layer.masksToBounds = true
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 6
        layer.masksToBounds = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 14).cgPath
    }
}

final class WalletViewController: UIViewController {
    private let balanceCard = UIView()
    private let avatarView = UIImageView()
    private let flatCard = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Shadow only.
        balanceCard.layer.shadowOpacity = 0.2
        balanceCard.layer.shadowRadius = 8

        // Clip only.
        avatarView.layer.cornerRadius = 24
        avatarView.clipsToBounds = true

        // Clipped, with the shadow explicitly switched off.
        flatCard.layer.cornerRadius = 12
        flatCard.layer.shadowOpacity = 0
        flatCard.layer.shadowRadius = 0
        flatCard.clipsToBounds = true

        addShadowedChip()
        addClippedChip()
    }

    // Same local name in two functions: two different views.
    private func addShadowedChip() {
        let chip = UIView()
        chip.layer.shadowOpacity = 0.3
        chip.layer.shadowRadius = 4
        view.addSubview(chip)
    }

    private func addClippedChip() {
        let chip = UIView()
        chip.layer.cornerRadius = 8
        chip.clipsToBounds = true
        view.addSubview(chip)
    }

    // "layer.shadowOpacity = 0.3; clipsToBounds = true" cuts the shadow off.
    func designNote() -> String {
        "view.layer.shadowOpacity = 0.3 together with view.clipsToBounds = true hides the shadow"
    }
}
