import UIKit

// Deprecated UIKit APIs from the table, each with its modern replacement available
// at the project's minimum iOS. One finding per use, on the deprecated name
// (`keyWindow`, `main` of UIScreen.main, `UIGraphicsBeginImageContext…`,
// `statusBarFrame`, `UIWebView`, `UIAlertView`, `UIActionSheet`,
// `automaticallyAdjustsScrollViewInsets`, `UISearchDisplayController`).

final class LegacyHelpViewController: UIViewController {
    // UIWebView in a type annotation and in an initializer: two uses.
    private var webView: UIWebView! // expect: deprecated_uikit_api

    override func viewDidLoad() {
        super.viewDidLoad()
        webView = UIWebView(frame: view.bounds) // expect: deprecated_uikit_api
        view.addSubview(webView)
        self.automaticallyAdjustsScrollViewInsets = false // expect: deprecated_uikit_api
    }

    // The key window through the shared application, optional chaining.
    func presentFromRoot(_ controller: UIViewController) {
        UIApplication.shared.keyWindow?.rootViewController?.present(controller, animated: true) // expect: deprecated_uikit_api
    }

    // Screen size and scale from the main screen.
    func thumbnailSize() -> CGSize {
        let width = UIScreen.main.bounds.width / 3 // expect: deprecated_uikit_api
        let scale = UIScreen.main.scale // expect: deprecated_uikit_api
        return CGSize(width: width * scale, height: width * scale)
    }

    // Status bar height from the application.
    func headerTopInset() -> CGFloat {
        UIApplication.shared.statusBarFrame.height // expect: deprecated_uikit_api
    }

    // Bitmap drawing with the old context functions, multi-line call; the Get and
    // End companions are not reported separately.
    func snapshot(of view: UIView) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions( // expect: deprecated_uikit_api
            view.bounds.size,
            false,
            0
        )
        defer { UIGraphicsEndImageContext() }
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    func solidImage(color: UIColor) -> UIImage? {
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1)) // expect: deprecated_uikit_api
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image
    }
}

extension LegacyHelpViewController {
    // Old alerts and action sheets.
    func confirmReset() {
        let alert = UIAlertView(title: "Reset?", message: "All data will be erased.", delegate: nil, cancelButtonTitle: "Cancel", otherButtonTitles: "Reset") // expect: deprecated_uikit_api
        alert.show()
    }

    func showShareOptions() {
        let sheet = UIActionSheet() // expect: deprecated_uikit_api
        sheet.addButton(withTitle: "Copy link")
        sheet.show(in: view)
    }

    // The key window returned from a computed property.
    var hostingWindow: UIWindow? {
        UIApplication.shared.keyWindow // expect: deprecated_uikit_api
    }
}

final class LegacySearchViewController: UITableViewController {
    // The old search controller, kept in a stored property.
    private var searchController: UISearchDisplayController? // expect: deprecated_uikit_api
}
