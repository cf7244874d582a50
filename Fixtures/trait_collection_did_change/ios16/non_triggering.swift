// fixture-options: deployment_target=16.0
import UIKit

// The app still supports iOS 16, which has no registerForTraitChanges.

final class AvatarRingView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.systemBackground.cgColor
    }
}

final class ArticleViewController: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        view.setNeedsLayout()
    }
}
