import UIKit

// Shapes met in real apps that must stay silent: the override of a base-class hook that
// the base (declared in another file) calls from its own trait-change handler.

final class OutlinedCapsuleView: ThemedCapsuleView {
    override func applyTheme() {
        super.applyTheme()
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
    }
}
