import UIKit

// Functions that fill some, but not all four, appearance slots of one navigation
// item or navigation bar (standard, scrollEdge, compact, compactScrollEdge). The
// missing slots fall back to different defaults, so the bar changes look when the
// content scrolls under it or the phone rotates. One finding per item/bar and
// function, on the first slot assigned.

final class FeedViewController: UIViewController {
    // Standard and scroll edge only: landscape on a phone uses the compact slots.
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationItem.standardAppearance = appearance // expect: incomplete_bar_appearance
        navigationItem.scrollEdgeAppearance = appearance
    }
}

final class ComposeViewController: UIViewController {
    // Only the standard slot, with explicit self.
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        self.navigationItem.standardAppearance = appearance // expect: incomplete_bar_appearance
    }

    // Another controller's item, configured before pushing it: scroll edge only.
    func showPreview() {
        let preview = UIViewController()
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        preview.navigationItem.scrollEdgeAppearance = transparent // expect: incomplete_bar_appearance
        navigationController?.pushViewController(preview, animated: true)
    }
}

final class BrandedNavigationController: UINavigationController {
    // The controller's own bar, implicit self, three of four slots.
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        navigationBar.standardAppearance = appearance // expect: incomplete_bar_appearance
        navigationBar.compactAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.prefersLargeTitles = true
    }
}

enum AppTheme {
    // The appearance proxy, configured once at launch.
    static func apply() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        UINavigationBar.appearance().standardAppearance = appearance // expect: incomplete_bar_appearance
        UINavigationBar.appearance().compactAppearance = appearance
    }
}

final class SettingsViewController: UITableViewController {
    // Two receivers in one function: the item is complete, the navigation
    // controller's bar (optional chaining) is not.
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = appearance
        navigationItem.compactScrollEdgeAppearance = appearance

        let barAppearance = appearance.copy()
        navigationController?.navigationBar.scrollEdgeAppearance = barAppearance // expect: incomplete_bar_appearance
        navigationController?.navigationBar.compactScrollEdgeAppearance = barAppearance
    }
}

extension SettingsViewController {
    // Extension of the type, multi-line configuration.
    func applySearchAppearance() {
        let searching = UINavigationBarAppearance()
        searching.configureWithOpaqueBackground()
        searching.shadowColor = .clear
        navigationItem.compactAppearance = // expect: incomplete_bar_appearance
            searching
    }
}
