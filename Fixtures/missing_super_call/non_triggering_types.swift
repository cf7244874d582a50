import UIKit

// Functions with lifecycle names that are not overrides of UIKit lifecycle methods.

// 1. Not `override`: a helper with a lifecycle-like name in a view controller.
final class WalletViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoad(animated: false)
    }

    func viewDidLoad(animated: Bool) {
        view.alpha = animated ? 0 : 1
    }

    @objc func viewWillAppearNotification(_ note: Notification) {}
}

// 2. Protocol requirements, their implementations and protocol extensions.
protocol ScreenLifecycle: AnyObject {
    func viewDidLoad()
    func viewWillAppear(_ animated: Bool)
    func layoutSubviews()
    func prepareForReuse()
}

extension ScreenLifecycle {
    func viewWillAppear(_ animated: Bool) {}
}

final class SettingsScreenModel: ScreenLifecycle {
    func viewDidLoad() {
        print("loaded")
    }

    func layoutSubviews() {}

    func prepareForReuse() {}
}

// 3. Types that are not UIKit subclasses.
struct PreviewState {
    func viewDidLoad() {}
    mutating func prepareForReuse() {}
}

enum Lifecycle {
    static func viewWillAppear(_ animated: Bool) {}
}

// A plain base class in another file (ScreenPresenter, support_base.swift): its
// chain never reaches UIKit, so overrides of it need no super call.
final class FeedPresenter: ScreenPresenter {
    override func viewDidLoad() {
        print("presenter loaded")
    }

    override func viewWillAppear(_ animated: Bool) {
        print("presenter appearing")
    }

    override func viewDidDisappear(_ animated: Bool) {}

    override func prepareForReuse() {}
}

// A plain base class in this file.
class ListModel {
    func viewDidLayoutSubviews() {}
    func awakeFromNib() {}
}

final class InboxListModel: ListModel {
    override func viewDidLayoutSubviews() {
        print("relayout")
    }

    override func awakeFromNib() {}
}

// NSObject is not UIKit: an object loaded from a nib as a custom object.
final class NibWiring: NSObject {
    override func awakeFromNib() {
        print("wired")
    }
}

// The chain leaves the linted files at an unknown name that is not
// view-controller-like (AppFlow in support_base.swift subclasses Coordinator).
final class CheckoutFlow: AppFlow {
    override func start() {}
}

final class SyncEngine: BackgroundWorker {
    override func viewDidLoad() {
        print("not a view controller")
    }

    override func viewWillAppear(_ animated: Bool) {}
}

// 4. prepareForReuse of a UIView that is not a cell or reusable view: the method is
// the project's own (PooledBadgeView, support_base.swift), not UIKit's.
final class CountBadgeView: PooledBadgeView {
    override func prepareForReuse() {
        isHidden = false
    }
}

// 5. A closure or local function named like a lifecycle method.
final class OrdersViewController: UIViewController {
    var onViewDidAppear: (() -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        func layoutSubviews() { view.setNeedsLayout() }
        layoutSubviews()
        onViewDidAppear?()
    }
}

// 6. An unknown superclass that does not look like a view controller, overriding
// lifecycle names directly.
final class SearchCoordinator: Coordinator {
    override func viewDidLoad() {}

    override func didMove(toParent parent: UIViewController?) {
        print("moved")
    }
}

// 7. Other super calls beside the right one are fine when they are not lifecycle
// methods of the list.
final class PlayerViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        super.setNeedsStatusBarAppearanceUpdate()
        super.becomeFirstResponder()
    }
}

// 8. setEditing(_:animated:) is a view controller requirement. A placeholder table
// cell that overrides it with an empty body deliberately suppresses the editing
// controls (real code does this for "nothing here" rows); stay silent on cells.
final class EmptyQueueCell: UITableViewCell {
    override func setEditing(_ editing: Bool, animated: Bool) {}
}
