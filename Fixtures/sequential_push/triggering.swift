import UIKit

// Several pushes onto the same navigation stack in a row, with nothing in between
// that waits for the previous transition. One finding per run of pushes, on the
// second pushViewController (a push inside a loop is a run by itself).

final class OrderListViewController: UIViewController {}
final class OrderDetailViewController: UIViewController {
    init(orderID: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class TrackingViewController: UIViewController {}

final class HomeViewController: UIViewController {
    // A deep link opening three screens, through optional chaining.
    func openTracking(for orderID: String) {
        navigationController?.pushViewController(OrderListViewController(), animated: false)
        navigationController?.pushViewController(OrderDetailViewController(orderID: orderID), animated: false) // expect: sequential_push
        navigationController?.pushViewController(TrackingViewController(), animated: true)
    }

    // Explicit self and a force unwrap; the first push is not animated.
    func showOrder(_ orderID: String) {
        let list = OrderListViewController()
        let detail = OrderDetailViewController(orderID: orderID)
        self.navigationController!.pushViewController(list, animated: false)
        self.navigationController!.pushViewController(detail, animated: true) // expect: sequential_push
    }

    // A restored stack pushed one by one in a loop.
    func restore(_ controllers: [UIViewController]) {
        for controller in controllers {
            navigationController?.pushViewController(controller, animated: false) // expect: sequential_push
        }
    }
}

// A coordinator that owns a navigation controller.
final class OrdersCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(with orderID: String?) {
        navigationController.pushViewController(OrderListViewController(), animated: true)
        if let orderID {
            navigationController.pushViewController( // expect: sequential_push
                OrderDetailViewController(orderID: orderID),
                animated: true
            )
        }
    }
}

// A navigation controller subclass pushing on itself, implicit self.
final class OnboardingNavigationController: UINavigationController {
    func skipToPermissions() {
        pushViewController(UIViewController(), animated: true)
        pushViewController(UIViewController(), animated: true) // expect: sequential_push
    }
}

extension OnboardingNavigationController {
    // Extension of the same type.
    func replay() {
        let intro = UIViewController()
        let features = UIViewController()
        self.pushViewController(intro, animated: true)
        self.pushViewController(features, animated: true) // expect: sequential_push
    }
}
