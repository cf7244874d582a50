// fixture-options: deployment_target=26.0
import UIKit

// Near-misses: blocks that already pass .flushUpdates, blocks without a
// constraint change or without a layout call, property animators, and code in
// an availability branch for older systems.

final class PanelViewController: UIViewController {
    private var panelTop: NSLayoutConstraint!
    private let panel = UIView()

    func slideIn() {
        UIView.animate(withDuration: 0.3, delay: 0, options: [.flushUpdates]) {
            self.panelTop.constant = 0
        }
    }

    func fade() {
        UIView.animate(withDuration: 0.2) {
            self.panel.alpha = 0
            self.view.layoutIfNeeded()
        }
    }

    func moveWithoutLayout() {
        UIView.animate(withDuration: 0.2) {
            self.panel.transform = CGAffineTransform(translationX: 0, y: 20)
        }
    }

    func animator() {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
            self.panelTop.constant = 40
            self.view.layoutIfNeeded()
        }
        animator.startAnimation()
    }

    func legacy() {
        if #available(iOS 26, *) {
            UIView.animate(withDuration: 0.3, delay: 0, options: .flushUpdates) {
                self.panelTop.constant = 10
            }
        } else {
            UIView.animate(withDuration: 0.3) {
                self.panelTop.constant = 10
                self.view.layoutIfNeeded()
            }
        }
    }
}
