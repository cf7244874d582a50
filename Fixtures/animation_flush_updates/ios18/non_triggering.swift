// fixture-options: deployment_target=18.0
import UIKit

// Below iOS 26 .flushUpdates does not exist: the manual layout pass is right.

final class SheetViewController: UIViewController {
    private var sheetHeight: NSLayoutConstraint!

    func grow() {
        UIView.animate(withDuration: 0.3) {
            self.sheetHeight.constant = 500
            self.view.layoutIfNeeded()
        }
    }
}
