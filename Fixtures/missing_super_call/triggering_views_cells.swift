import UIKit

// Cells and reusable views: prepareForReuse, awakeFromNib, layoutSubviews.
final class MessageCell: UITableViewCell {
    let avatarView = UIImageView()
    var loadTask: Task<Void, Never>?

    override func awakeFromNib() { // expect: missing_super_call
        avatarView.layer.cornerRadius = 16
    }

    override func prepareForReuse() { // expect: missing_super_call
        loadTask?.cancel()
        avatarView.image = nil
    }

    override func layoutSubviews() { // expect: missing_super_call
        avatarView.frame = CGRect(x: 16, y: 8, width: 32, height: 32)
    }
}

final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override func prepareForReuse() { // expect: missing_super_call
        imageView.image = nil
    }
}

final class SectionHeaderView: UICollectionReusableView {
    let label = UILabel()

    override func prepareForReuse() { // expect: missing_super_call
        label.text = nil
    }
}

final class DayHeaderView: UITableViewHeaderFooterView {
    override func prepareForReuse() { // expect: missing_super_call
        textLabel?.text = nil
    }
}

// Cross-file: BaseTableCell (support_base.swift) reaches UITableViewCell.
final class ContactCell: BaseTableCell {
    override func prepareForReuse() { // expect: missing_super_call
        detailTextLabel?.text = nil
    }
}

// Views: layoutSubviews, updateConstraints, traitCollectionDidChange, awakeFromNib,
// state restoration.
final class GradientView: UIView {
    private let gradient = CAGradientLayer()

    override func layoutSubviews() { // expect: missing_super_call
        gradient.frame = bounds
    }

    override func updateConstraints() { // expect: missing_super_call
        invalidateIntrinsicContentSize()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { // expect: missing_super_call
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    }

    override func awakeFromNib() { // expect: missing_super_call
        layer.addSublayer(gradient)
    }

    override func encodeRestorableState(with coder: NSCoder) { // expect: missing_super_call
        coder.encode(alpha, forKey: "alpha")
    }
}

// Cross-file: RoundedCardView (support_base.swift) reaches UIView.
final class PriceCardView: RoundedCardView {
    override func layoutSubviews() { // expect: missing_super_call
        layer.shadowPath = UIBezierPath(rect: bounds).cgPath
    }
}

// UIKit view classes other than UIView itself.
final class PillButton: UIButton {
    override func layoutSubviews() { // expect: missing_super_call
        layer.cornerRadius = bounds.height / 2
    }
}

final class ChipStackView: UIStackView {
    override func layoutSubviews() { // expect: missing_super_call
        spacing = bounds.width > 320 ? 8 : 4
    }
}

final class ZoomingScrollView: UIScrollView {
    override func layoutSubviews() { // expect: missing_super_call
        subviews.first?.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

final class AvatarImageView: UIImageView {
    override func awakeFromNib() { // expect: missing_super_call
        clipsToBounds = true
    }
}

// More UIKit view classes.
final class ServerListCell: UICollectionViewListCell {
    override func prepareForReuse() { // expect: missing_super_call
        accessories = []
    }
}

final class BadgeLabel: UILabel {
    override func layoutSubviews() { // expect: missing_super_call
        preferredMaxLayoutWidth = bounds.width
    }
}

final class AmountField: UITextField {
    override func awakeFromNib() { // expect: missing_super_call
        keyboardType = .decimalPad
    }
}

final class ProgressBar: UIControl {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { // expect: missing_super_call
        setNeedsDisplay()
    }
}
