import UIKit

final class InboxViewController: UIViewController {
    private var loaded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
        title = "Inbox"
    }

    override func viewWillAppear(_ isAnimated: Bool) {
        super.viewWillAppear(isAnimated)
        guard loaded else { return }
        navigationController?.setNavigationBarHidden(false, animated: isAnimated)
    }

    override func viewWillTransition(to newSize: CGSize, with transitionCoordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: newSize, with: transitionCoordinator)
        transitionCoordinator.animate(alongsideTransition: nil)
    }

    // An empty body gets the call between its braces, on the same line or on one of its own.
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
    }

    // A comment between the braces may say why super is skipped: reported, not fixed.
    override func viewDidDisappear(_ animated: Bool) { /* the parent tracks this */ }
}

final class BadgeView: UIView {
    private var widthConstraint: NSLayoutConstraint?

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }

    override func updateConstraints() {
        widthConstraint?.constant = intrinsicContentSize.width
        super.updateConstraints()
    }
}
