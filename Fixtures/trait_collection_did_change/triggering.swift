import UIKit

// Overrides of the deprecated traitCollectionDidChange(_:) in an app whose minimum
// iOS has registerForTraitChanges. The finding points at the `func` keyword of the
// override.

final class GradientHeaderView: UIView {
    private let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(gradient)
        updateGradient()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // The classic dark-mode refresh.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { // expect: trait_collection_did_change
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            updateGradient()
        }
    }

    private func updateGradient() {
        gradient.colors = [UIColor.systemBackground.cgColor, UIColor.secondarySystemBackground.cgColor]
    }
}

final class ReaderViewController: UIViewController {
    private let textView = UITextView()

    // Reacting to Dynamic Type and size classes, with modifiers before `override`.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { // expect: trait_collection_did_change
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            textView.font = .preferredFont(forTextStyle: .body)
        }
    }
}

final class LeaderboardViewController: UITableViewController {
    // An attribute on its own line and a multi-line signature.
    @objc
    override func traitCollectionDidChange( // expect: trait_collection_did_change
        _ previousTraitCollection: UITraitCollection?
    ) {
        super.traitCollectionDidChange(previousTraitCollection)
        tableView.reloadData()
    }
}

final class StreakCell: UICollectionViewCell {
    private let flameView = UIImageView(image: UIImage(systemName: "flame.fill"))

    // A body guarded for iOS 17 and later still runs only on new systems: it is not
    // a fallback, it is the deprecated callback doing the work.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { // expect: trait_collection_did_change
        super.traitCollectionDidChange(previousTraitCollection)
        if #available(iOS 17.0, *) {
            flameView.tintColor = traitCollection.userInterfaceStyle == .dark ? .systemOrange : .systemRed
        }
    }
}
