import UIKit
import SwiftUI

// A child's view added without addChild: the child gets no appearance callbacks,
// no trait or safe-area updates, and navigationController == nil.
final class ComposeViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let toolbar = UIHostingController(rootView: ToolbarView())
        toolbar.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar.view) // expect: child_containment_order

        let controls = PlayerControlsViewController()
        stack.addArrangedSubview(controls.view) // expect: child_containment_order
    }
}

// The view added before addChild (the order is addChild → add view → didMove) while the
// parent can be on screen: an action, a completion, a subscription.
final class EpisodeViewController: BaseContainerViewController {
    private let tabContainer = UIView()
    private var loader: EpisodeLoader?

    func addTabs() {
        let controller = TranscriptViewController()
        tabContainer.addSubview(controller.view) // expect: child_containment_order
        addChild(controller)
        controller.didMove(toParent: self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loader?.onLoaded = { [weak self] in
            guard let self else { return }
            let detail = PlayerControlsViewController()
            self.view.addSubview(detail.view) // expect: child_containment_order
            self.addChild(detail)
            detail.didMove(toParent: self)
        }
    }
}

// In viewDidLoad the order alone loses nothing, but didMove(toParent:) is never called.
final class ArticlePagerViewController: UIViewController {
    private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pages.view) // expect: child_containment_order
        addChild(pages)
    }
}

// addChild with no didMove(toParent:) after the view is added.
final class RegisterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let hosting = UIHostingController(rootView: ToolbarView())
        addChild(hosting) // expect: child_containment_order
        hosting.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hosting.view)
    }
}

// didMove(toParent:) sent before addChild: the child is told it has moved before it has.
final class DashboardViewController: UIViewController {
    private let controls = PlayerControlsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        controls.didMove(toParent: self) // expect: child_containment_order
        addChild(controls)
        view.addSubview(controls.view)
    }
}

// Removal without willMove(toParent: nil); one finding per removal, also when the view
// is removed after removeFromParent().
final class PagerViewController: UIViewController {
    private var current: UIViewController?
    private let transcript = TranscriptViewController()

    func removeCurrent() {
        current?.view.removeFromSuperview()
        current?.removeFromParent() // expect: child_containment_order
    }

    func hideTranscript() {
        transcript.removeFromParent() // expect: child_containment_order
        transcript.view.removeFromSuperview()
    }

    func removeAll() {
        for child in children {
            child.view.removeFromSuperview()
            child.removeFromParent() // expect: child_containment_order
        }
    }
}

// A child that takes itself out without willMove(toParent: nil).
final class BannerChildViewController: UIViewController {
    func dismissQuickly() {
        removeFromParent() // expect: child_containment_order
        self.view.removeFromSuperview()
    }
}

// The old child reached through a local alias, removed without willMove(toParent: nil).
final class DocumentPreviewViewController: UIViewController {
    private var previewController: TranscriptViewController?

    func showNextPreview() {
        let previous = previewController
        if let previous {
            previous.view.removeFromSuperview()
            previous.removeFromParent() // expect: child_containment_order
        }
        let next = TranscriptViewController()
        addChild(next)
        view.addSubview(next.view)
        next.didMove(toParent: self)
        previewController = next
    }
}

// Events are gathered as the walk passes them: a nested function's events are its enclosing
// function's too (judged in each), an event inside a closure is ordered only against the
// closure's own, and a call in a parameter's default value is in no body.
final class NestedHostViewController: UIViewController {
    func show(_ child: UIViewController) {
        func attach() {
            view.addSubview(child.view) // expect: child_containment_order
        }
        attach()
        addChild(child)
        child.didMove(toParent: self)
    }

    func swap(_ old: UIViewController, _ new: UIViewController) {
        UIView.animate(withDuration: 0.2) {
            old.removeFromParent() // expect: child_containment_order
        }
        func detach(_ c: UIViewController) {
            c.removeFromParent() // expect: child_containment_order
            c.view.removeFromSuperview()
        }
        detach(old)
        addChild(new) // expect: child_containment_order
        view.addSubview(new.view)
    }

    init(panel: UIViewController, tag: Int = { addChild(UIViewController()); return 1 }()) {
        super.init(nibName: nil, bundle: nil)
        view.addSubview(panel.view) // expect: child_containment_order
    }

    required init?(coder: NSCoder) { fatalError() }
}
