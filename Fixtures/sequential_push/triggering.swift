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
    // A deep link opening three screens with animation, through optional chaining.
    func openTracking(for orderID: String) {
        navigationController?.pushViewController(OrderListViewController(), animated: true)
        navigationController?.pushViewController(OrderDetailViewController(orderID: orderID), animated: true) // expect: sequential_push
        navigationController?.pushViewController(TrackingViewController(), animated: true)
    }

    // Explicit self and a force unwrap; an unanimated push in between does not break the run.
    func showOrder(_ orderID: String) {
        let list = OrderListViewController()
        let detail = OrderDetailViewController(orderID: orderID)
        self.navigationController!.pushViewController(list, animated: true)
        self.navigationController!.pushViewController(UIViewController(), animated: false)
        self.navigationController!.pushViewController(detail, animated: true) // expect: sequential_push
    }

    // The animation flag passed through: it may be true, so both pushes count.
    func showOrderAndTracking(_ orderID: String, animated: Bool) {
        navigationController?.pushViewController(OrderDetailViewController(orderID: orderID), animated: animated)
        navigationController?.pushViewController(TrackingViewController(), animated: animated) // expect: sequential_push
    }

    // A restored stack pushed one by one, animated, in a loop.
    func restore(_ controllers: [UIViewController]) {
        for controller in controllers {
            navigationController?.pushViewController(controller, animated: true) // expect: sequential_push
        }
    }
}
