// fixture-options: deployment_target=12.0
import UIKit

// iOS 12 minimum: the replacements of these entries (WKWebView, UIAlertController,
// UIGraphicsImageRenderer, contentInsetAdjustmentBehavior, UISearchController)
// already exist, so they are still reported.

final class OldReaderViewController: UIViewController {
    private let reader = UIWebView() // expect: deprecated_uikit_api

    override func viewDidLoad() {
        super.viewDidLoad()
        automaticallyAdjustsScrollViewInsets = false // expect: deprecated_uikit_api
        view.addSubview(reader)
    }

    func warn() {
        UIAlertView(title: "Offline", message: nil, delegate: nil, cancelButtonTitle: "OK").show() // expect: deprecated_uikit_api
    }

    func render() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, true, 0) // expect: deprecated_uikit_api
        defer { UIGraphicsEndImageContext() }
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
