import UIKit

// Styling the navigation bar that every controller in the stack shares, from
// viewWillAppear: the style leaks into the next screens and flickers during the
// interactive back gesture.
final class PlusUpgradeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        navigationController?.navigationBar.standardAppearance = appearance // expect: appearance_in_will_appear
        navigationController?.navigationBar.scrollEdgeAppearance = appearance // expect: appearance_in_will_appear
        navigationController?.navigationBar.tintColor = .white // expect: appearance_in_will_appear
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white] // expect: appearance_in_will_appear
    }
}

final class LegacyThemedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.navigationController?.navigationBar.barTintColor = .systemIndigo // expect: appearance_in_will_appear
        navigationController!.navigationBar.shadowImage = UIImage() // expect: appearance_in_will_appear
        navigationController?.navigationBar.prefersLargeTitles = true // expect: appearance_in_will_appear
    }
}

// Through a local binding of the shared bar.
final class PodcastListViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let bar = navigationController?.navigationBar else { return }
        bar.tintColor = .systemOrange // expect: appearance_in_will_appear
    }
}
