import UIKit

// Plain UIViewController bases in another file of the run.
class PlainBaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

// A project base whose own loadView builds the root view: subclasses that call
// super.loadView() reach this implementation, not UIKit's.
class CanvasBaseViewController: UIViewController {
    override func loadView() {
        view = CanvasRootView()
    }
}

final class CanvasRootView: UIView {}

// A project base that subclasses UITableViewController.
class BaseTableViewController: UITableViewController {}
