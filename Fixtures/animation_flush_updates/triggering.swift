// fixture-options: deployment_target=26.0
import UIKit

// Constraint animations that lay out by hand where .flushUpdates does it.

final class DrawerViewController: UIViewController {
    private var drawerHeight: NSLayoutConstraint!
    private var collapsed: [NSLayoutConstraint] = []
    private var expanded: [NSLayoutConstraint] = []

    func open() {
        drawerHeight.constant = 420
        UIView.animate(withDuration: 0.3) { // expect: animation_flush_updates
            self.drawerHeight.constant = 420
            self.view.layoutIfNeeded()
        }
    }

    func toggle(expand: Bool) {
        UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut], animations: { // expect: animation_flush_updates
            NSLayoutConstraint.deactivate(expand ? self.collapsed : self.expanded)
            NSLayoutConstraint.activate(expand ? self.expanded : self.collapsed)
            self.view.layoutIfNeeded()
        }, completion: nil)
    }

    func bounce() {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, // expect: animation_flush_updates
                       options: [], animations: {
            self.drawerHeight.isActive = false
            self.view.layoutIfNeeded()
        })
    }
}
