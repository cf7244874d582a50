import UIKit

// Every view controller lifecycle override of the catalog, each missing its super call.
final class ProfileViewController: UIViewController {
    private let tableView = UITableView()

    override func viewDidLoad() { // expect: missing_super_call
        view.addSubview(tableView)
        tableView.dataSource = self
    }

    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        tableView.reloadData()
    }

    override func viewIsAppearing(_ animated: Bool) { // expect: missing_super_call
        tableView.contentInset.top = view.safeAreaInsets.top
    }

    override func viewDidAppear(_ animated: Bool) { // expect: missing_super_call
        Analytics.track("profile")
    }

    override func viewWillDisappear(_ animated: Bool) { // expect: missing_super_call
        view.endEditing(true)
    }

    override func viewDidDisappear(_ animated: Bool) { // expect: missing_super_call
        Analytics.track("profile.hidden")
    }

    override func didReceiveMemoryWarning() { // expect: missing_super_call
        ImageCache.shared.removeAll()
    }

    override func willMove(toParent parent: UIViewController?) { // expect: missing_super_call
        if parent == nil { Analytics.track("profile.popped") }
    }

    override func didMove(toParent parent: UIViewController?) { // expect: missing_super_call
        title = parent?.title
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { // expect: missing_super_call
        coordinator.animate(alongsideTransition: { _ in
            self.tableView.reloadData()
        })
    }

    override func setEditing(_ editing: Bool, animated: Bool) { // expect: missing_super_call
        tableView.setEditing(editing, animated: animated)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { // expect: missing_super_call
        tableView.separatorColor = .separator
    }

    override func awakeFromNib() { // expect: missing_super_call
        title = "Profile"
    }

    override func encodeRestorableState(with coder: NSCoder) { // expect: missing_super_call
        coder.encode(tableView.contentOffset.y, forKey: "offset")
    }

    override func decodeRestorableState(with coder: NSCoder) { // expect: missing_super_call
        tableView.contentOffset.y = CGFloat(coder.decodeDouble(forKey: "offset"))
    }
}

extension ProfileViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

// Empty bodies and one-liners.
class EmptyLifecycleViewController: UIViewController {
    override func viewDidLoad() {} // expect: missing_super_call

    override func viewDidAppear(_ animated: Bool) { start() } // expect: missing_super_call

    private func start() {}
}

// Modifiers and attributes around the declaration: the finding points at the
// line of the `func` keyword, not at the attribute on the line above.
open class SettingsViewController: UIViewController {
    public override func viewDidLoad() { // expect: missing_super_call
        title = "Settings"
    }

    override public func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        refresh()
    }

    @objc
    override dynamic func viewDidAppear(_ animated: Bool) { // expect: missing_super_call
        refresh()
    }

    @available(iOS 17.0, *)
    override open func viewIsAppearing(_ animated: Bool) { // expect: missing_super_call
        refresh()
    }

    @MainActor override func viewWillDisappear(_ animated: Bool) { // expect: missing_super_call
        refresh()
    }

    override
    func viewDidDisappear(_ animated: Bool) { // expect: missing_super_call
        refresh()
    }

    private func refresh() {}
}

// Text that only looks like a super call: a comment, a string, `superview`,
// a super call of the same name on another object, a call on self.
class LookalikeViewController: UIViewController {
    override func viewDidLoad() { // expect: missing_super_call
        // super.viewDidLoad() is called by the storyboard, no need here
        print("super.viewDidLoad()")
    }

    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        children.first?.viewWillAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) { // expect: missing_super_call
        view.superview?.layoutIfNeeded()
    }

    override func viewDidAppear(_ animated: Bool) { // expect: missing_super_call
        /* super.viewDidAppear(animated) */
        let superCalled = true
        print(superCalled)
    }
}

// UIKit containers and UIHostingController count as view controllers.
final class InboxTableViewController: UITableViewController {
    override func viewDidLoad() { // expect: missing_super_call
        tableView.rowHeight = UITableView.automaticDimension
    }

    override func setEditing(_ editing: Bool, animated: Bool) { // expect: missing_super_call
        navigationItem.rightBarButtonItem?.isEnabled = !editing
    }
}

final class GalleryCollectionViewController: UICollectionViewController {
    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        collectionView.reloadData()
    }
}

final class RootNavigationController: UINavigationController {
    override func viewDidLoad() { // expect: missing_super_call
        navigationBar.prefersLargeTitles = true
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidAppear(_ animated: Bool) { // expect: missing_super_call
        selectedIndex = 0
    }
}

final class OnboardingPageViewController: UIPageViewController {
    override func viewDidLoad() { // expect: missing_super_call
        dataSource = nil
    }
}

final class ReaderSplitViewController: UISplitViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) { // expect: missing_super_call
        preferredDisplayMode = size.width > 700 ? .oneBesideSecondary : .automatic
    }
}

final class SettingsHostingController: UIHostingController<SettingsView> {
    override func viewDidLoad() { // expect: missing_super_call
        view.backgroundColor = .clear
    }
}

// Qualified, generic and nested view controllers.
final class QualifiedViewController: UIKit.UIViewController {
    override func viewDidLoad() { // expect: missing_super_call
        view.tintColor = .systemPink
    }
}

class ListViewController<Item: Hashable>: UIViewController {
    var items: [Item] = []

    override func viewDidLoad() { // expect: missing_super_call
        title = "\(items.count) items"
    }
}

final class TagListViewController: ListViewController<String> {
    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        items.sort()
    }
}

enum Checkout {
    final class SummaryViewController: UIViewController, UITextFieldDelegate {
        override func viewDidLoad() { // expect: missing_super_call
            title = "Summary"
        }
    }
}

// The layout callbacks where super does work: a UIKit container's, and a project base
// class that overrides them (LayoutBaseViewController, support_base.swift).
final class ProfileSplitViewController: UISplitViewController {
    override func viewWillLayoutSubviews() { // expect: missing_super_call
        preferredPrimaryColumnWidth = view.bounds.width / 3
    }
}

final class ProfileDetailViewController: LayoutBaseViewController {
    private let tableView = UITableView()

    override func viewWillLayoutSubviews() { // expect: missing_super_call
        tableView.frame = view.bounds
    }

    override func viewDidLayoutSubviews() { // expect: missing_super_call
        tableView.scrollIndicatorInsets = tableView.contentInset
    }
}

// The safe-area and layout-margin callbacks: UIKit's own implementations update the view's
// insets for its children, so an override that drops super leaves them stale.
final class PlayerChromeViewController: UIViewController {
    private let controls = UIView()

    override func viewSafeAreaInsetsDidChange() { // expect: missing_super_call
        controls.frame.origin.y = view.safeAreaInsets.top
    }

    override func viewLayoutMarginsDidChange() { // expect: missing_super_call
        controls.layoutMargins = view.layoutMargins
    }
}
