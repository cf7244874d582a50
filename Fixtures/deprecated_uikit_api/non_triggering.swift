import UIKit
import WebKit

// Near-misses: the modern replacements (some of which share a name with the
// deprecated API, such as the scene's statusBarManager?.statusBarFrame and
// windowScene.keyWindow), other `.main` singletons, fallbacks for older systems,
// and the names in comments and strings.

final class HelpCenterViewController: UIViewController {
    private let webView = WKWebView()
    private let scrollView = UIScrollView()
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(webView)
        scrollView.contentInsetAdjustmentBehavior = .never
        navigationItem.searchController = searchController
        // The user agent mentions UIWebView only as text.
        webView.customUserAgent = "HelpCenter/2.0 (not UIWebView)"
        DispatchQueue.main.async { self.loadHome() }
        RunLoop.main.add(Timer(timeInterval: 60, repeats: true) { _ in }, forMode: .common)
        _ = Bundle.main.bundleIdentifier
        OperationQueue.main.addOperation {}
    }

    private func loadHome() {}

    // The key window through the scene.
    func presentFromRoot(_ controller: UIViewController) {
        let scene = view.window?.windowScene
        scene?.keyWindow?.rootViewController?.present(controller, animated: true)
        let isKey = view.window?.isKeyWindow ?? false
        print(isKey)
    }

    // Screen metrics from the context.
    func thumbnailSize() -> CGSize {
        let width = (view.window?.windowScene?.screen.bounds.width ?? view.bounds.width) / 3
        let scale = traitCollection.displayScale
        return CGSize(width: width * scale, height: width * scale)
    }

    // The status bar manager has a statusBarFrame of its own.
    func headerTopInset() -> CGFloat {
        view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
    }

    // Modern drawing.
    func snapshot(of target: UIView) -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: target.bounds)
        return renderer.image { _ in
            target.drawHierarchy(in: target.bounds, afterScreenUpdates: true)
        }
    }

    // Modern alerts and sheets.
    func confirmReset() {
        let alert = UIAlertController(title: "Reset?", message: "All data will be erased.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy link", style: .default))
        present(sheet, animated: true)
    }

    // UIApplication.shared.keyWindow and UIScreen.main are deprecated; use the scene.
    func migrationNote() -> String {
        "Replace UIAlertView, UIActionSheet and UISearchDisplayController; avoid UIScreen.main"
    }
}

// A project type with a `main` instance and a `keyWindow` property.
final class Screen {
    static let main = Screen()
    var keyWindow: UIWindow?
    var statusBarFrame: CGRect = .zero
}

final class OverlayPresenter {
    func attach() {
        let window = Screen.main.keyWindow
        print(window as Any, Screen.main.statusBarFrame)
    }

    // Code kept for systems older than the replacement, marked as such.
    @available(iOS, deprecated: 13.0, message: "Use the window scene")
    func legacyKeyWindow() -> UIWindow? {
        UIApplication.shared.keyWindow
    }

    func statusBarHeight(in view: UIView) -> CGFloat {
        if #available(iOS 13.0, *) {
            return view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
        } else {
            return UIApplication.shared.statusBarFrame.height
        }
    }
}

// A helper shared with a watchOS target: this branch never builds for iOS, and
// watchOS has no UIGraphicsImageRenderer.
enum WatchBitmap {
    static func begin(size: CGSize) {
        #if os(watchOS)
        UIGraphicsBeginImageContextWithOptions(size, false, 2)
        #else
        _ = UIGraphicsImageRenderer(size: size)
        #endif
    }
}
