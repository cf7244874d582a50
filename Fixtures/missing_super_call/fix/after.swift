import UIKit

final class InboxViewController: UIViewController {
    private var loaded = false

    override func viewDidLoad() {
        loaded = true
        title = "Inbox"
    }

    override func viewWillAppear(_ isAnimated: Bool) {
        guard loaded else { return }
        navigationController?.setNavigationBarHidden(false, animated: isAnimated)
    }

    override func viewWillTransition(to newSize: CGSize, with transitionCoordinator: UIViewControllerTransitionCoordinator) {
        transitionCoordinator.animate(alongsideTransition: nil)
    }

    // An empty body gets the call between its braces, on the same line or on one of its own.
    override func viewDidAppear(_ animated: Bool) {}

    override func viewWillDisappear(_ animated: Bool) {
    }

    // A comment between the braces may say why super is skipped: reported, not fixed.
    override func viewDidDisappear(_ animated: Bool) { /* the parent tracks this */ }
}

final class BadgeView: UIView {
    private var widthConstraint: NSLayoutConstraint?

    override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
    }

    override func updateConstraints() {
        widthConstraint?.constant = intrinsicContentSize.width
    }
}
