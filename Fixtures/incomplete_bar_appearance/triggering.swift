import UIKit

// Appearance slots that UIKit's fallbacks do not cover (compact → standard,
// compactScrollEdge → scrollEdge → standard): a scroll-edge slot with no standard
// appearance, and a refresh that leaves a slot set elsewhere in the file at its old value.
// One finding per item/bar and function, on the first slot assigned.

final class ComposeViewController: UIViewController {
    // Another controller's item, configured before pushing it: scroll edge only.
    func showPreview() {
        let preview = UIViewController()
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        preview.navigationItem.scrollEdgeAppearance = transparent // expect: incomplete_bar_appearance
        navigationController?.pushViewController(preview, animated: true)
    }
}

final class SettingsViewController: UITableViewController {
    // Two receivers in one function: the item is complete, the navigation controller's bar
    // (optional chaining) gets only the scroll-edge slots.
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance

        let barAppearance = appearance.copy()
        navigationController?.navigationBar.scrollEdgeAppearance = barAppearance // expect: incomplete_bar_appearance
        navigationController?.navigationBar.compactScrollEdgeAppearance = barAppearance
    }
}

// A theme refresh that updates the standard and scroll-edge slots while the setup also
// filled the compact ones: after a theme change, landscape keeps the old theme.
final class ThemedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = Self.makeAppearance()
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.compactAppearance = appearance
        navigationBar.compactScrollEdgeAppearance = appearance
    }

    func themeDidChange() {
        let appearance = Self.makeAppearance()
        navigationBar.standardAppearance = appearance // expect: incomplete_bar_appearance
        navigationBar.scrollEdgeAppearance = appearance
    }

    static func makeAppearance() -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        return appearance
    }
}
