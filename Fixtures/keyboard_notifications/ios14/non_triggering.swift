// fixture-options: deployment_target=14.0
import UIKit

// The app still supports iOS 14, which has no UIKeyboardLayoutGuide.

final class LegacyChatViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {}
    @objc private func keyboardWillHide(_ notification: Notification) {}
}
