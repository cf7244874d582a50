import UIKit

// Project base classes that the other files of this run subclass. The type index
// must resolve them across files: a subclass of BaseViewController is a view
// controller even though it never names UIViewController itself.

open class BaseViewController: UIViewController {
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    // A project method that happens to share a UIKit name but has other labels.
    // Overrides of it are not UIKit lifecycle overrides.
    open func viewWillAppear(animated: Bool, reason: String) {
        print("appearing because \(reason)")
    }
}

// Two hops to UIKit: ThemedListViewController -> BaseViewController -> UIViewController.
class ThemedListViewController: BaseViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.largeTitleDisplayMode = .always
    }
}

open class BaseTableCell: UITableViewCell {
    open override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
    }
}

class RoundedCardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 8
    }
}

// The chain leaves the linted files at a third-party name ending in ViewController.
class VendorBackedViewController: PagingMenuViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }
}

// A plain Swift base class with lifecycle-like names; its chain never reaches UIKit.
class ScreenPresenter {
    func viewDidLoad() {}
    func viewWillAppear(_ animated: Bool) {}
    func viewDidDisappear(_ animated: Bool) {}
    func prepareForReuse() {}
}

// The chain leaves the linted files at an unknown name that does not look like a
// view controller: no name fallback applies.
class AppFlow: Coordinator {
    func start() {}
}

// A UIView subclass that invents its own prepareForReuse (UIView has none).
class PooledBadgeView: UIView {
    func prepareForReuse() {
        isHidden = true
    }
}

// A project base that lays out its own views in the layout callbacks.
class LayoutBaseViewController: UIViewController {
    let banner = UIView()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        banner.frame.size.width = view.bounds.width
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        banner.layer.cornerRadius = banner.bounds.height / 2
    }
}
