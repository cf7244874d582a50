// fixture-options: deployment_target=17.0
import UIKit

// registerForTraitChanges is available from iOS 17.

final class PinKeyView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        updateBorder()
        registerForTraitChanges([UITraitUserInterfaceStyle.self], action: #selector(updateBorder))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func updateBorder() {
        layer.borderColor = UIColor.separator.cgColor
    }
}
