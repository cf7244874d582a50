import UIKit

// A project base view that re-applies its theme whenever the appearance changes.
class ThemedCapsuleView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyTheme()
    }

    func applyTheme() {}
}
