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

// UIKit re-runs these callbacks on appearance changes (since iOS 13), with the new traits
// current, so a dynamic colour read there is resolved again.
final class PinCodeFieldView: UIView {
    private let caret = CALayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = 8
        layer.borderColor = UIColor.separator.cgColor
        applyCaretColor()
    }

    override func updateConstraints() {
        layer.shadowColor = UIColor.label.cgColor
        super.updateConstraints()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = UIColor.secondaryLabel.cgColor
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        caret.borderColor = UIColor.tertiaryLabel.cgColor
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        caret.shadowColor = UIColor.label.cgColor
    }

    private func applyCaretColor() {
        caret.borderColor = UIColor.placeholderText.cgColor
    }
}

final class PinEntryViewController: UIViewController {
    private let codeView = UIView()
    private let hintView = UIView()
    private let footerView = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        codeView.layer.shadowColor = UIColor.label.cgColor
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        hintView.layer.borderColor = UIColor.separator.cgColor
    }

    override func updateViewConstraints() {
        footerView.layer.backgroundColor = UIColor.secondarySystemBackground.cgColor
        super.updateViewConstraints()
    }
}
