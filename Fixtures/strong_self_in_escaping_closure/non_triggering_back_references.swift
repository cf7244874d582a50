import UIKit

// Closures stored on objects that own self (its coordinator, a parent controller) are no
// cycle: self does not keep those objects. Their properties are declared `weak` in another
// file; the names say what they are.
extension CheckoutViewController {
    func wireUp() {
        coordinator?.onFinish = {
            self.totalLabel.text = nil
        }
        parentSummary?.onTotalChange = { total in
            self.totalLabel.text = "\(total)"
        }
    }
}
