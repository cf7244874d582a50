import UIKit

// The same calls on other views: a subview laid out from its parent's pass.
final class ProfileHeaderView: UIView {
    private let avatar = UIImageView()
    private let nameLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = CGRect(x: 16, y: 16, width: 48, height: 48)
        nameLabel.setNeedsLayout()
        avatar.layoutIfNeeded()
    }

    override func updateConstraints() {
        nameLabel.setNeedsUpdateConstraints()
        super.updateConstraints()
    }
}

final class DashboardViewController: UIViewController {
    private let chart = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        chart.setNeedsLayout()
        chart.layoutIfNeeded()
    }

    // Animation blocks elsewhere.
    func expand(_ constraint: NSLayoutConstraint) {
        constraint.constant = 300
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.setNeedsLayout()
        view.setNeedsUpdateConstraints()
    }
}

// Guarded by a condition the guarded code itself settles: the next pass does not
// enter the branch, so the layout converges (a width change, a state fix-up).
final class EpisodeRowView: UIView {
    private let selectView = UIView()
    var isMultiSelectEnabled = false

    override func layoutSubviews() {
        super.layoutSubviews()
        if selectView.isHidden == isMultiSelectEnabled {
            selectView.isHidden = !isMultiSelectEnabled
            setNeedsLayout()
        }
    }
}

final class EpisodeDetailViewController: UIViewController {
    private var lastWidth: CGFloat = 0
    private let playButtonWidth = NSLayoutConstraint()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if lastWidth != view.bounds.width {
            lastWidth = view.bounds.width
            playButtonWidth.constant = lastWidth <= 320 ? 60 : 80
            view.layoutIfNeeded()
        }
    }
}

// Other invalidation calls inside the pass.
final class WaveformView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }
}

// Layout methods in types that are not views, and not overrides.
final class LayoutPlanner {
    func setNeedsLayout() {}
    func layoutSubviews() {
        setNeedsLayout()
    }
}

// The branch resizes the very frame its condition compares, so the next pass skips it.
final class StretchyHeaderViewController: UIViewController {
    private let header = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if header.frame.width != view.bounds.width {
            header.frame.size.width = view.bounds.width
            view.setNeedsLayout()
        }
    }
}

// A constraint constant (or a label's preferredMaxLayoutWidth) computed from the finished
// layout, then one forced pass: the second pass computes the same values and changes
// nothing, so the layout settles.
final class FilterChipsViewController: UIViewController {
    private let heightConstraint = NSLayoutConstraint()
    private let chips = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let summaryLabel = UILabel()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let contentHeight = chips.collectionViewLayout.collectionViewContentSize.height
        heightConstraint.constant = contentHeight > 0 ? contentHeight : 38
        summaryLabel.preferredMaxLayoutWidth = summaryLabel.bounds.width
        view.layoutIfNeeded()
    }
}
