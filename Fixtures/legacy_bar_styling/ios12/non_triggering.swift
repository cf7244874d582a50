// fixture-options: deployment_target=12.0
import UIKit

// The app still supports iOS 12, which has no UINavigationBarAppearance.

final class OldSchoolNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.barTintColor = .systemBlue
        navigationBar.isTranslucent = false
        navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigationBar.shadowImage = UIImage()
    }
}
