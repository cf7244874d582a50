import UIKit

// Near-misses: complete sets through UIKit's fallbacks (standard alone, standard +
// scroll edge, three of four), all four slots, the standard slot copied into the rest,
// tab bars, toolbars, reading or tweaking an existing slot, and the names in comments
// and strings.

final class LibraryViewController: UIViewController {
    // All four with one object.
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = appearance
        navigationItem.compactScrollEdgeAppearance = appearance
        applyBarAppearance()
        applyTabBarAppearance()
    }

    // The standard slot, then copies of it into the other three.
    private func applyBarAppearance() {
        guard let bar = navigationController?.navigationBar else { return }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = bar.standardAppearance.copy()
        bar.compactAppearance = bar.standardAppearance.copy()
        bar.compactScrollEdgeAppearance = bar.standardAppearance.copy()
    }

    // Tab bars have two slots; both are set.
    private func applyTabBarAppearance() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        tabBarController?.tabBar.standardAppearance = appearance
        tabBarController?.tabBar.scrollEdgeAppearance = appearance
    }

    // Reading the slots and tweaking the object in a slot is not assigning slots.
    func highlightTitle() {
        let current = navigationItem.standardAppearance ?? UINavigationBarAppearance()
        current.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        navigationItem.scrollEdgeAppearance?.backgroundColor = .secondarySystemBackground
        navigationItem.compactAppearance?.shadowColor = .clear
    }
}

final class EditorViewController: UIViewController {
    private let toolbar = UIToolbar()

    // Toolbars are not navigation bars.
    override func viewDidLoad() {
        super.viewDidLoad()
        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithOpaqueBackground()
        toolbar.standardAppearance = toolbarAppearance
        toolbar.scrollEdgeAppearance = toolbarAppearance
        navigationController?.toolbar.standardAppearance = toolbarAppearance
    }

    // Documentation: "navigationItem.standardAppearance = appearance" is not enough.
    func styleNote() -> String {
        "set navigationItem.standardAppearance and navigationItem.scrollEdgeAppearance"
    }
}

enum GlobalAppearance {
    // All four on the proxy, each from its own copy.
    static func apply() {
        let base = UINavigationBarAppearance()
        base.configureWithOpaqueBackground()
        let proxy = UINavigationBar.appearance()
        proxy.standardAppearance = base
        proxy.compactAppearance = base.copy()
        proxy.scrollEdgeAppearance = base.copy()
        proxy.compactScrollEdgeAppearance = base.copy()
    }
}

final class ReaderNavigationHelper {
    // The same bar reached directly and through a local alias: all four slots set.
    func style(_ controller: UIViewController, with appearance: UINavigationBarAppearance) {
        controller.navigationController?.navigationBar.standardAppearance = appearance
        controller.navigationController?.navigationBar.scrollEdgeAppearance = appearance
        guard let bar = controller.navigationController?.navigationBar else { return }
        bar.compactAppearance = appearance
        bar.compactScrollEdgeAppearance = appearance
    }
}

// Standard + scroll edge is complete: compact falls back to standard and compact scroll
// edge to scroll edge. So is standard alone, and three of the four.
final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        applyBarTheme()
    }

    private func applyBarTheme() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.compactAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
    }

    func showPlainDetail() {
        let detail = UIViewController()
        detail.navigationItem.standardAppearance = UINavigationBarAppearance()
        navigationController?.pushViewController(detail, animated: true)
    }
}

// The scroll-edge slot copied from the standard one, which is set elsewhere (the app
// delegate's proxy setup, another file).
final class BrandedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.scrollEdgeAppearance = navigationBar.standardAppearance
        navigationBar.prefersLargeTitles = true
    }
}

// A refresh of every slot the setup filled: nothing is left behind.
final class ThemeAwareNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.standardAppearance = UINavigationBarAppearance()
        navigationBar.scrollEdgeAppearance = UINavigationBarAppearance()
    }

    func themeDidChange() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
    }
}
