import UIKit

// Per-controller appearance on the navigation item, set once in viewDidLoad.
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.compactAppearance = appearance
        navigationItem.compactScrollEdgeAppearance = appearance
        navigationItem.largeTitleDisplayMode = .never
    }

    // Per-screen things that are meant for viewWillAppear.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
        navigationItem.title = "Profile"
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.sizeToFit()
        view.tintColor = .systemBlue
    }
}

// The navigation controller configuring its own bar once.
final class ThemedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.tintColor = .systemPurple
        navigationBar.prefersLargeTitles = true
    }
}

// Reading the bar's appearance is not styling it.
final class ReaderViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let tint = navigationController?.navigationBar.tintColor
        view.tintColor = tint
    }
}

// Not a view controller.
final class ThemePresenter {
    let navigationController: UINavigationController? = nil

    func viewWillAppear(_ animated: Bool) {
        navigationController?.navigationBar.tintColor = .red
    }
}
