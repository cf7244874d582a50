import UIKit

// Near-misses: UINavigationBarAppearance (which has its own shadowImage and
// backgroundImage), bars that are not navigation bars, a project view with a
// property of the same name, reading isTranslucent, and still-current properties.

final class CartViewController: UIViewController {
    private let searchBar = UISearchBar()
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.backgroundImage = UIImage(named: "header-texture")
        appearance.shadowImage = UIImage()
        appearance.shadowColor = .clear
        appearance.backgroundColor = .systemGreen
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = appearance
        navigationItem.compactScrollEdgeAppearance = appearance

        // Still current on navigation bars.
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.prefersLargeTitles = true

        // Other bars are out of scope.
        searchBar.barTintColor = .systemGroupedBackground
        searchBar.setBackgroundImage(UIImage(), for: .any, barMetrics: .default)
        toolbar.isTranslucent = false
        toolbar.setShadowImage(UIImage(), forToolbarPosition: .any)
        tabBarController?.tabBar.barTintColor = .systemBackground
        tabBarController?.tabBar.isTranslucent = false
    }

    // Reading the flag is not styling.
    func extraTopInset() -> CGFloat {
        guard let bar = navigationController?.navigationBar else { return 0 }
        return bar.isTranslucent ? 0 : bar.frame.height
    }
}

// A custom header with its own properties of the same names.
final class FloatingHeaderBar: UIView {
    var barTintColor: UIColor? { didSet { backgroundColor = barTintColor } }
    var shadowImage: UIImage?
    var isTranslucent = false { didSet { alpha = isTranslucent ? 0.9 : 1 } }
}

final class StoryViewController: UIViewController {
    private let headerBar = FloatingHeaderBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        headerBar.barTintColor = .systemPink
        headerBar.shadowImage = nil
        headerBar.isTranslucent = true
        // navigationBar.barTintColor = .red was replaced by the appearance API.
        print("navigationBar.setBackgroundImage(UIImage(), for: .default)")
    }
}
