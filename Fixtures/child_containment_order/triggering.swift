import UIKit
import SwiftUI

// A child's view added without addChild: the child gets no appearance callbacks,
// no trait or safe-area updates, and navigationController == nil.
final class TabBarHostController: UITabBarController {
    private let miniPlayer = MiniPlayerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.insertSubview(miniPlayer.view, belowSubview: tabBar) // expect: child_containment_order
    }
}

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

// The view added before addChild (the order is addChild → add view → didMove).
final class EpisodeViewController: BaseContainerViewController {
    private let tabContainer = UIView()

    func addTabs() {
        let controller = TranscriptViewController()
        tabContainer.addSubview(controller.view) // expect: child_containment_order
        addChild(controller)
        controller.didMove(toParent: self)
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

// didMove(toParent:) before the view is added.
final class DashboardViewController: UIViewController {
    private let controls = PlayerControlsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(controls)
        controls.didMove(toParent: self) // expect: child_containment_order
        view.addSubview(controls.view)
    }
}

// Containment done by a cell on its parent's behalf, in the wrong order.
final class ReportCell: UITableViewCell {
    func embed(in parent: UIViewController) {
        let host = UIHostingController(rootView: ToolbarView())
        parent.addChild(host)
        host.didMove(toParent: parent) // expect: child_containment_order
        contentView.addSubview(host.view)
    }
}

// Removal without willMove(toParent: nil), and the view removed after
// removeFromParent().
final class PagerViewController: UIViewController {
    private var current: UIViewController?
    private let transcript = TranscriptViewController()

    func removeCurrent() {
        current?.view.removeFromSuperview()
        current?.removeFromParent() // expect: child_containment_order
    }

    func hideTranscript() {
        transcript.willMove(toParent: nil)
        transcript.removeFromParent()
        transcript.view.removeFromSuperview() // expect: child_containment_order
    }

    func removeAll() {
        for child in children {
            child.view.removeFromSuperview()
            child.removeFromParent() // expect: child_containment_order
        }
    }
}

// A child that takes itself out: the view removed after removeFromParent().
final class BannerChildViewController: UIViewController {
    func dismissBanner() {
        willMove(toParent: nil)
        removeFromParent()
        view.removeFromSuperview() // expect: child_containment_order
    }

    func dismissQuickly() {
        removeFromParent() // expect: child_containment_order
        self.view.removeFromSuperview() // expect: child_containment_order
    }
}
