import UIKit

// Asking for another layout pass from inside the layout pass.
final class TagCloudView: UIView {
    var isExpanded = false

    override func layoutSubviews() {
        super.layoutSubviews()
        subviews.forEach { $0.sizeToFit() }
        setNeedsLayout() // expect: layout_loop
    }

    override func updateConstraints() {
        super.updateConstraints()
        setNeedsUpdateConstraints() // expect: layout_loop
    }
}

final class ExpandingView: UIView {
    var isExpanded = false

    override func layoutSubviews() {
        super.layoutSubviews()
        // The condition never changes here: once expanded, every pass asks for another.
        if isExpanded {
            self.setNeedsLayout() // expect: layout_loop
        }
        self.layoutIfNeeded() // expect: layout_loop
    }

    override func updateConstraints() {
        self.setNeedsUpdateConstraints() // expect: layout_loop
        super.updateConstraints()
    }
}

// Changes that are not settled constraint constants before forcing a second pass: each
// pass can invalidate the layout again.
final class ChipsViewController: UIViewController {
    private let toolbar = UIToolbar()
    private let chips = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        toolbar.isHidden = chips.contentSize.height > view.bounds.height / 2
        chips.reloadData()
        view.layoutIfNeeded() // expect: layout_loop
    }
}

final class BadgeViewController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        self.view.setNeedsLayout() // expect: layout_loop
    }
}

// A cell is a view too.
final class CommentCell: UITableViewCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.subviews.first?.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
        setNeedsLayout() // expect: layout_loop
    }
}
