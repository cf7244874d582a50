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

    // An empty body has no line to copy the indentation from: reported, not fixed.
    override func viewDidAppear(_ animated: Bool) {}
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
