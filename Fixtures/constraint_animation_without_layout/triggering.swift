import UIKit

// Animation blocks that change a constraint but never run a layout pass inside the
// block, so the change is applied at the next layout pass without animating.
// The finding points at the animation call (`animate`, `UIViewPropertyAnimator`,
// `runningPropertyAnimator`, `addAnimations`).

final class ToastPresenterViewController: UIViewController {
    private let toastView = UIView()
    private var toastBottom: NSLayoutConstraint!
    private var toastHidden: NSLayoutConstraint!
    private var drawerWidth: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        toastView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toastView)
        toastBottom = toastView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        toastHidden = toastView.topAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            toastView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            toastHidden,
        ])
    }

    // Trailing closure, isActive toggles only.
    func showToast() {
        UIView.animate(withDuration: 0.3) { // expect: constraint_animation_without_layout
            self.toastHidden.isActive = false
            self.toastBottom.isActive = true
        }
    }

    // Labelled closure in a multi-line call; layoutIfNeeded sits in the completion.
    func hideToast() {
        UIView.animate( // expect: constraint_animation_without_layout
            withDuration: 0.25,
            delay: 2,
            options: [.curveEaseIn],
            animations: {
                self.toastBottom.constant = 80
            },
            completion: { _ in
                self.view.layoutIfNeeded()
            }
        )
    }

    // Layout forced before the block only, with optional chaining on the constraint.
    func openDrawer() {
        view.layoutIfNeeded()
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5) { // expect: constraint_animation_without_layout
            self.drawerWidth?.constant = 280
        }
    }

    // Property animator initialised with its animation closure.
    func collapseToast() {
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { // expect: constraint_animation_without_layout
            NSLayoutConstraint.deactivate([self.toastBottom])
            self.toastHidden.isActive = true
        }
        animator.startAnimation()
    }

    // Running animator created through the class method.
    func nudgeToast() {
        UIViewPropertyAnimator.runningPropertyAnimator( // expect: constraint_animation_without_layout
            withDuration: 0.15,
            delay: 0,
            options: .curveEaseInOut,
            animations: { self.toastBottom.constant -= 8 }
        )
    }
}

final class RatingBarView: UIView {
    private let fillView = UIView()
    private lazy var fillWidth = fillView.widthAnchor.constraint(equalToConstant: 0)

    // Spring API of iOS 17, implicit self through a `[self]` capture.
    func setRating(_ rating: CGFloat) {
        UIView.animate(springDuration: 0.5, bounce: 0.2) { [self] in // expect: constraint_animation_without_layout
            fillWidth.constant = bounds.width * rating
        }
    }
}

extension RatingBarView {
    // Animations added to an existing animator from an extension.
    func attach(to animator: UIViewPropertyAnimator, rating: CGFloat) {
        animator.addAnimations { // expect: constraint_animation_without_layout
            self.fillWidth.constant = self.bounds.width * rating
            self.fillView.alpha = rating > 0 ? 1 : 0.4
        }
    }
}
