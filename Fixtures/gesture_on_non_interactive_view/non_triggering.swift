import UIKit

// Near-misses: labels and image views with interaction enabled (in the closure,
// another method, an extension, a helper, a subclass), outlets configured in
// Interface Builder, and view classes that are interactive by default.

extension UIView {
    // Project helper used before attaching a tap.
    func addTapAction(target: Any, action: Selector) {
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: target, action: action))
    }
}

// A label subclass that enables interaction itself.
final class LinkLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        textColor = .link
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class EventDetailViewController: UIViewController {
    // From the storyboard: "User Interaction Enabled" is set in the nib.
    @IBOutlet private weak var mapSnapshotView: UIImageView!

    private lazy var organizerLabel: UILabel = {
        let label = UILabel()
        label.isUserInteractionEnabled = true
        return label
    }()

    private let venueLabel = UILabel()
    private let posterImageView = UIImageView()
    private let ticketImageView = UIImageView()
    private let websiteLabel = LinkLabel()
    private let headerView = UIView()
    private let actionsStack = UIStackView()
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapSnapshotView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openMap)))
        organizerLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openOrganizer)))

        // Enabled in another method before or after: the type enables it.
        enableVenueInteraction()
        venueLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openMap)))

        // Enabled with explicit self.
        self.posterImageView.isUserInteractionEnabled = true
        self.posterImageView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(zoomPoster)))

        // The helper enables interaction.
        ticketImageView.addTapAction(target: self, action: #selector(showTicket))

        // The subclass enables interaction.
        websiteLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openWebsite)))

        // Interactive by default: plain views and stack views. The label sits
        // inside the header, which carries the recognizer.
        headerView.addSubview(titleLabel)
        headerView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(collapseHeader)))
        actionsStack.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(collapseHeader)))
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
    }

    private func enableVenueInteraction() {
        venueLabel.isUserInteractionEnabled = true
    }

    @objc private func openMap() {}
    @objc private func openOrganizer() {}
    @objc private func zoomPoster() {}
    @objc private func showTicket() {}
    @objc private func openWebsite() {}
    @objc private func collapseHeader() {}
    @objc private func dismissKeyboard() { view.endEditing(true) }
}

// Interaction enabled in an extension of the cell.
final class AttendeeCell: UICollectionViewCell {
    let avatarView = UIImageView()

    func configure(target: Any, action: Selector) {
        avatarView.addGestureRecognizer(UITapGestureRecognizer(target: target, action: action))
    }
}

extension AttendeeCell {
    func prepareAvatar() {
        avatarView.isUserInteractionEnabled = true
    }
}

// "label.addGestureRecognizer(tap)" does nothing until interaction is enabled.
let gestureHint = "UILabel.addGestureRecognizer needs isUserInteractionEnabled = true"

// A helper that attaches a recognizer to a view it is handed: the caller owns that
// view's configuration.
final class TapBinder {
    func bindTap(on label: UILabel, target: Any, action: Selector) {
        label.addGestureRecognizer(UITapGestureRecognizer(target: target, action: action))
    }
}
