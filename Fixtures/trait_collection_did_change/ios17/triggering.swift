// fixture-options: deployment_target=17.0
import UIKit

// The minimum is exactly iOS 17, where registerForTraitChanges is available.

final class ScoreBadgeView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { // expect: trait_collection_did_change
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = UIColor.label.cgColor
    }
}
