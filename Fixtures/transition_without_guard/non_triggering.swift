import UIKit

// Near-misses: the second transition in the first one's completion, guards on
// the transition state, non-animated transitions, viewDidAppear, exclusive
// branches, an await between, and pushes after pushes (sequential_push).

final class GuardedViewController: UIViewController {
    var needsOnboarding = true

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if needsOnboarding {
            present(UIViewController(), animated: true)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Waits for the appearance transition.
        transitionCoordinator?.animate(alongsideTransition: nil) { _ in
            self.present(UIViewController(), animated: true)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // Dismissing what this controller presented is fine.
        presentedViewController?.dismiss(animated: false)
    }
}

final class MovingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !isMovingToParent else { return }
        present(UIViewController(), animated: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // Not animated.
        present(UIViewController(), animated: false)
    }
}

final class FlowCoordinator {
    let root: UIViewController
    let navigation: UINavigationController

    init(root: UIViewController, navigation: UINavigationController) {
        self.root = root
        self.navigation = navigation
    }

    // The second call waits for the first.
    func replaceModal(with next: UIViewController) {
        root.dismiss(animated: true) {
            self.root.present(next, animated: true)
        }
    }

    // A guard on the presentation state.
    func presentIfIdle(_ next: UIViewController) {
        root.dismiss(animated: true)
        if root.presentedViewController == nil {
            root.present(next, animated: true)
        }
    }

    // The first transition finishes before the next line.
    func swapQuickly(_ next: UIViewController) {
        root.dismiss(animated: false)
        root.present(next, animated: true)
    }

    // Exclusive branches.
    func open(_ next: UIViewController, modally: Bool) {
        if modally {
            root.dismiss(animated: true)
        } else {
            root.present(next, animated: true)
        }
    }

    // Leaves before the second transition.
    func close(_ next: UIViewController, done: Bool) {
        if done {
            root.dismiss(animated: true)
            return
        }
        root.present(next, animated: true)
    }

    // An await between the two.
    @MainActor
    func replaceAfterWait(_ next: UIViewController) async {
        root.dismiss(animated: true)
        try? await Task.sleep(nanoseconds: 400_000_000)
        root.present(next, animated: true)
    }

    // Two pushes belong to sequential_push; a push after a present is another container.
    func deepLink(_ a: UIViewController, _ b: UIViewController) {
        navigation.pushViewController(a, animated: true)
        navigation.pushViewController(b, animated: true)
    }

    func presentThenPush(_ a: UIViewController, _ b: UIViewController) {
        root.present(a, animated: true)
        navigation.pushViewController(b, animated: true)
    }

    // Pop one stack, push onto another.
    func switchTabs(_ other: UINavigationController, _ next: UIViewController) {
        navigation.popToRootViewController(animated: true)
        other.pushViewController(next, animated: true)
    }

    // The animation flag is a parameter: not known to be animated.
    func replace(_ next: UIViewController, animated: Bool) {
        root.dismiss(animated: animated)
        root.present(next, animated: true)
    }
}

// viewWillAppear of a type that is not a view controller.
final class AppearanceListener {
    let host: UIViewController
    init(host: UIViewController) { self.host = host }

    func viewWillAppear(_ animated: Bool) {
        host.present(UIViewController(), animated: true)
    }
}
