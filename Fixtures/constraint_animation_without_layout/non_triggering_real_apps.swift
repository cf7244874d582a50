import UIKit

// Shapes met in real apps that must stay silent.

final class CommentComposerViewController: UIViewController {
    private var composerBottom: NSLayoutConstraint!

    // The block forces the pass with a direct layoutSubviews() call. That call is its own
    // problem (direct_lifecycle_call), but the layout change does run inside the block.
    func keyboardWillHide() {
        UIView.animate(withDuration: 0.25) {
            self.composerBottom.constant = 0
            self.view.layoutSubviews()
        }
    }
}
