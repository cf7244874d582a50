import UIKit

// Rebuilds that run once per change, and constraints for views that are new to their superview.

// A pending update applied once in layoutSubviews: the pending value is cleared first, and the
// helper pins a view it has just added.
final class CrossfadeContainerView: UIView {
    private var pendingView: UIView?
    private var shownView: UIView?

    func show(_ view: UIView) {
        pendingView = view
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width > 0, let pendingView else { return }
        self.pendingView = nil
        swap(to: pendingView)
    }

    private func swap(to view: UIView) {
        shownView?.removeFromSuperview()
        pin(view)
        shownView = view
    }

    private func pin(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: topAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
}

// A rebuild guarded by "did the value change?" at the top of the function.
final class LinkPreviewCardView: UIView {
    enum Style: Equatable { case compact, large(ratio: CGFloat) }

    private let thumbnail = UIImageView()
    private var style: Style?
    private var styleConstraints: [NSLayoutConstraint] = []

    func apply(_ newStyle: Style) {
        guard newStyle != style else { return }
        style = newStyle
        NSLayoutConstraint.deactivate(styleConstraints)
        switch newStyle {
        case .compact:
            styleConstraints = [thumbnail.widthAnchor.constraint(equalToConstant: 80)]
        case .large(let ratio):
            styleConstraints = [thumbnail.widthAnchor.constraint(equalTo: thumbnail.heightAnchor, multiplier: ratio)]
        }
        NSLayoutConstraint.activate(styleConstraints)
    }
}

// The axis flips only when the accessibility text size setting does.
final class StatRowView: UIView {
    private let titleLabel = UILabel()
    private let valueLabel = UILabel()
    private var stacksVertically = false
    private var axisConstraints: [NSLayoutConstraint] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let vertical = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        guard vertical != stacksVertically else { return }
        stacksVertically = vertical
        NSLayoutConstraint.deactivate(axisConstraints)
        axisConstraints = vertical
            ? [valueLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4)]
            : [valueLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8)]
        NSLayoutConstraint.activate(axisConstraints)
    }
}

// Rebuilt from init and from a property observer that compares with the old value.
final class FileTileCell: UICollectionViewCell {
    enum Layout { case list, grid }

    private let nameLabel = UILabel()
    private var layoutConstraints: [NSLayoutConstraint] = []

    var layout: Layout = .list {
        didSet {
            if layout != oldValue { rebuildConstraints() }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
        rebuildConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func rebuildConstraints() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        layoutConstraints = layout == .grid
            ? [nameLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor)]
            : [nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)]
        NSLayoutConstraint.activate(layoutConstraints)
    }
}

// viewWillAppear creates a banner view each time it is needed and constrains the new view.
final class ConversationViewController: UIViewController {
    private var announcementBanner: UIView?
    private let service = AnnouncementService()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refreshAnnouncement()
    }

    private func refreshAnnouncement() {
        announcementBanner?.removeFromSuperview()
        service.fetchLatest { [weak self] text in
            guard let self, let text else { return }
            let banner = UILabel()
            banner.text = text
            banner.translatesAutoresizingMaskIntoConstraints = false
            self.announcementBanner = banner
            self.view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
                banner.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor),
            ])
        }
    }
}

final class AnnouncementService {
    func fetchLatest(_ completion: @escaping (String?) -> Void) { completion(nil) }
}

// A row inserted into a stack on every pass gets constraints of its own.
final class ChecklistView: UIView {
    private let stack = UIStackView()

    override func layoutSubviews() {
        super.layoutSubviews()
        if stack.arrangedSubviews.isEmpty {
            let row = UIView()
            stack.insertArrangedSubview(row, at: 0)
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
    }
}
