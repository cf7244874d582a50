import UIKit

// Styling the navigation bar that every controller in the stack shares, from
// viewWillAppear, with nothing that sets it back: the style leaks into the screens
// pushed after this one and stays after going back. One finding per function, at the
// first write.
final class PlusUpgradeViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        navigationController?.navigationBar.standardAppearance = appearance // expect: appearance_in_will_appear
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }
}

final class LegacyThemedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.navigationController?.navigationBar.barTintColor = .systemIndigo // expect: appearance_in_will_appear
        navigationController!.navigationBar.shadowImage = UIImage()
    }
}

// Turning large titles off for the whole stack.
final class AccountViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = false // expect: appearance_in_will_appear
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

// A disappear callback that restores something else: the shadow image still leaks.
final class StoreViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.shadowImage = UIImage() // expect: appearance_in_will_appear
        navigationController?.navigationBar.tintColor = .systemRed
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.tintColor = nil
    }
}

// Restored only in viewDidDisappear: the next screen's viewWillAppear and the push
// transition run first, so it shows the hidden hairline, then it snaps back.
final class DiscoverFeedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.shadowImage = UIImage() // expect: appearance_in_will_appear
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        navigationController?.navigationBar.shadowImage = nil
    }
}
