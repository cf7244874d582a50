import UIKit
import SwiftUI

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

// A paired set/reset: viewWillDisappear (or a helper it calls) puts the same bar property
// back before the next screen appears.
final class CollectionDetailViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.shadowImage = UIImage()
        navigationController?.navigationBar.tintColor = .white
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.shadowImage = nil
        restoreBar()
    }

    private func restoreBar() {
        guard let bar = navigationController?.navigationBar else { return }
        bar.tintColor = .label
    }
}

// Compensating resets: nil puts UIKit's default back, and large titles re-enabled next
// to this screen's own largeTitleDisplayMode.
final class QueueViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: true)
        navigationController?.navigationBar.shadowImage = nil
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true
    }
}

// The controller a UIViewControllerRepresentable hands to SwiftUI: it is a child of
// SwiftUI's hosting controller, so its navigationItem is never shown and the bar is the
// only thing it can style.
struct BlurredBarContainer: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> BlurredBarViewController {
        BlurredBarViewController()
    }

    func updateUIViewController(_ uiViewController: BlurredBarViewController, context: Context) {}
}

final class BlurredBarViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
    }
}

// Not a view controller.
final class ThemePresenter {
    let navigationController: UINavigationController? = nil

    func viewWillAppear(_ animated: Bool) {
        navigationController?.navigationBar.tintColor = .red
    }
}
