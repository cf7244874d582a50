// fixture-options: deployment_target=12.0
import UIKit

// iOS 12 minimum: window scenes (and with them the scene's key window, screen and
// status bar manager) only arrive in iOS 13, so these stay.

final class OldOverlayPresenter {
    func present(_ controller: UIViewController) {
        UIApplication.shared.keyWindow?.rootViewController?.present(controller, animated: true)
    }

    func statusBarHeight() -> CGFloat {
        UIApplication.shared.statusBarFrame.height
    }

    func screenWidth() -> CGFloat {
        UIScreen.main.bounds.width
    }
}
