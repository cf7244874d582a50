// fixture-options: deployment_target=17.0
import UIKit

// Before iOS 18, layoutSubviews does not re-run on appearance changes by itself,
// so an assignment there is not a trait-change handler.

final class PinFieldView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = 8
        layer.borderColor = UIColor.separator.cgColor // expect: static_cgcolor
    }
}

final class PinEntryViewController: UIViewController {
    private let codeView = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        codeView.layer.shadowColor = UIColor.label.cgColor // expect: static_cgcolor
    }
}
