import UIKit

// Navigation bars styled through the pre-iOS 13 properties instead of
// UINavigationBarAppearance. One finding per use, on the property or method name.

final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // Optional chaining through the navigation controller.
        navigationController?.navigationBar.barTintColor = .systemGreen // expect: legacy_bar_styling
        navigationController?.navigationBar.isTranslucent = false // expect: legacy_bar_styling
    }

    // The transparent-bar recipe, explicit self and a force unwrap.
    func makeBarTransparent() {
        self.navigationController!.navigationBar.setBackgroundImage(UIImage(), for: .default) // expect: legacy_bar_styling
        self.navigationController!.navigationBar.shadowImage = UIImage() // expect: legacy_bar_styling
    }
}

final class LegacyStyledNavigationController: UINavigationController {
    // The controller's own bar with implicit self.
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.barTintColor = UIColor(named: "BrandPrimary") // expect: legacy_bar_styling
        navigationBar.isTranslucent = true // expect: legacy_bar_styling
        navigationBar.tintColor = .white
    }
}

extension LegacyStyledNavigationController {
    // Extension of the same type, multi-line call.
    func hideHairline() {
        navigationBar.setBackgroundImage( // expect: legacy_bar_styling
            UIImage(),
            for: .any,
            barMetrics: .default
        )
    }
}

enum LegacyTheme {
    // The appearance proxy at launch.
    static func apply() {
        UINavigationBar.appearance().barTintColor = .systemBlue // expect: legacy_bar_styling
        UINavigationBar.appearance().shadowImage = UIImage() // expect: legacy_bar_styling
    }
}

final class ModalSheetViewController: UIViewController {
    // A standalone navigation bar created in code.
    private let bar: UINavigationBar = {
        let bar = UINavigationBar()
        bar.isTranslucent = false // expect: legacy_bar_styling
        return bar
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bar)
        bar.barTintColor = .secondarySystemBackground // expect: legacy_bar_styling
    }
}
