import UIKit

// Near-misses: the layout pass runs inside the block (directly, on the superview,
// on self, or through a helper), `.flushUpdates`, blocks that change no constraint,
// and constraint changes outside any animation block.

final class LoginViewController: UIViewController {
    private let formView = UIView()
    private let errorLabel = UILabel()
    private var formCenterY: NSLayoutConstraint!
    private var errorHeight: NSLayoutConstraint!
    private var errorVisible: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        formView.translatesAutoresizingMaskIntoConstraints = false
        errorLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(formView)
        formView.addSubview(errorLabel)
        formCenterY = formView.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        errorHeight = errorLabel.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([formCenterY, errorHeight])
    }

    // The textbook order: settle, change, animate the layout pass on the superview.
    func liftForm(by offset: CGFloat) {
        view.layoutIfNeeded()
        formCenterY.constant = -offset
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    // Constant changed inside the block, layout pass also inside.
    func showError(_ message: String) {
        errorLabel.text = message
        UIView.animate(
            withDuration: 0.25,
            delay: 0,
            options: [.curveEaseOut],
            animations: {
                self.errorHeight.constant = 24
                self.errorVisible?.isActive = true
                self.formView.superview?.layoutIfNeeded()
            },
            completion: nil
        )
    }

    // Layout pass hidden in a helper the block calls.
    func hideError() {
        UIView.animate(withDuration: 0.2) {
            self.applyHiddenErrorLayout()
        }
    }

    private func applyHiddenErrorLayout() {
        errorHeight.constant = 0
        view.layoutIfNeeded()
    }

    // iOS 26: `.flushUpdates` performs the layout pass itself.
    func shakeForm() {
        if #available(iOS 26.0, *) {
            UIView.animate(withDuration: 0.1, delay: 0, options: [.flushUpdates]) {
                self.formCenterY.constant += 6
            }
        } else {
            formCenterY.constant += 6
            UIView.animate(withDuration: 0.1) { self.view.layoutIfNeeded() }
        }
    }

    // Property animators that lay out inside their animations.
    func dimForm() {
        errorHeight.constant = 0
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.9) {
            self.formView.alpha = 0.5
            self.view.layoutIfNeeded()
        }
        animator.addAnimations {
            self.formCenterY.constant = 0
            self.view.layoutIfNeeded()
        }
        animator.startAnimation()
    }

    // Blocks that animate plain view properties only.
    func pulse() {
        UIView.animate(withDuration: 0.15, animations: {
            self.formView.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
        }, completion: { _ in
            UIView.animate(withDuration: 0.15) { self.formView.transform = .identity }
        })
    }

    // Not an animation: the change is meant to be immediate.
    func resetForm() {
        UIView.performWithoutAnimation {
            formCenterY.constant = 0
            errorHeight.constant = 0
        }
        // "UIView.animate { constraint.constant = 0 }" without layoutIfNeeded does nothing.
    }
}

final class SegmentIndicatorView: UIView {
    private let indicator = UIView()
    private lazy var indicatorLeading = indicator.leadingAnchor.constraint(equalTo: leadingAnchor)

    // A view animating its own subviews' constraints lays out itself.
    func moveIndicator(to index: Int, segmentWidth: CGFloat) {
        UIView.animate(springDuration: 0.35, bounce: 0.15) { [self] in
            indicatorLeading.constant = CGFloat(index) * segmentWidth
            layoutIfNeeded()
        }
    }
}
