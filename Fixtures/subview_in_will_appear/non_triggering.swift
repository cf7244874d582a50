import UIKit

// The same setup in viewDidLoad and loadView.
final class ComposerViewController: UIViewController {
    private let toolbar = UIToolbar()
    private let preview = PreviewViewController()

    override func loadView() {
        let root = UIView()
        root.addSubview(toolbar)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ])
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        addChild(preview)
        view.addSubview(preview.view)
        preview.didMove(toParent: self)
        view.layer.addSublayer(CALayer())
    }

    @objc private func tapped() {}
}

// Guarded one-shot setup.
final class WelcomeViewController: UIViewController {
    private let confetti = UIView()
    private let badge = UILabel()
    private var didSetUp = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if confetti.superview == nil {
            view.addSubview(confetti)
        }
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        guard !didSetUp else { return }
        didSetUp = true
        view.addSubview(badge)
        NSLayoutConstraint.activate([badge.centerXAnchor.constraint(equalTo: view.centerXAnchor)])
    }
}

// Undone in a disappear callback.
final class OverlayViewController: UIViewController {
    private let overlay = UIView()
    private let pan = UIPanGestureRecognizer()
    private let child = PreviewViewController()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.addSubview(overlay)
        view.addGestureRecognizer(pan)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        overlay.removeFromSuperview()
        view.removeGestureRecognizer(pan)
    }
}

// Building a fresh local view and handing it over replaces the old one: nothing
// piles up on the controller's view (a footer rebuilt on every appearance).
final class AboutTableViewController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let versionLabel = UILabel()
        versionLabel.text = "Version 2.1"
        let wrapper = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        wrapper.addSubview(versionLabel)
        tableView.tableFooterView = wrapper
    }
}

// Toggling stored constraints, and `isActive` of things that are not constraints.
final class SearchScreenViewController: UIViewController {
    private let searchController = UISearchController()
    private var compactConstraints: [NSLayoutConstraint] = []
    private var regularConstraints: [NSLayoutConstraint] = []
    private var heightConstraint: NSLayoutConstraint?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.performWithoutAnimation {
            self.searchController.isActive = true
        }
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        let compact = traitCollection.horizontalSizeClass == .compact
        NSLayoutConstraint.deactivate(compact ? regularConstraints : compactConstraints)
        NSLayoutConstraint.activate(compact ? compactConstraints : regularConstraints)
        heightConstraint?.isActive = true
    }
}

// Lifecycle names outside view controllers.
final class CardPresenter {
    let container = UIView()

    func viewWillAppear(_ animated: Bool) {
        container.addSubview(UIView())
    }
}

final class PreviewViewController: UIViewController {}

// A loading indicator put up on appearance and taken down by the same callback once the
// refresh finishes: nothing stays behind.
final class InboxRefreshViewController: UIViewController {
    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.addSubview(spinner)
        spinner.startAnimating()
        refresh { [weak self] in
            self?.spinner.stopAnimating()
            self?.spinner.removeFromSuperview()
        }
    }

    private func refresh(completion: @escaping () -> Void) { completion() }
}
