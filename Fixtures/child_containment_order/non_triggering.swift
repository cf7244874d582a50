import UIKit
import SwiftUI
import SpriteKit

// The correct sequences.
final class ContainerViewController: UIViewController {
    private let controls = PlayerControlsViewController()
    private var current: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(controls)
        view.addSubview(controls.view)
        controls.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            controls.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            controls.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        controls.didMove(toParent: self)
    }

    func show(_ child: UIViewController) {
        if let current {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        addChild(child)
        view.insertSubview(child.view, at: 0)
        child.didMove(toParent: self)
        current = child
    }

    func removeAllChildren() {
        children.forEach {
            $0.willMove(toParent: nil)
            $0.view.removeFromSuperview()
            $0.removeFromParent()
        }
    }

    func embedSwiftUI() {
        let host = UIHostingController(rootView: ToolbarView())
        self.addChild(host)
        self.view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}

// addChild in init, the view added and didMove in viewDidLoad: init always runs first.
final class CameraViewController: UIViewController {
    private let player = MiniPlayerViewController()

    init() {
        super.init(nibName: nil, bundle: nil)
        addChild(player)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(player.view)
        player.didMove(toParent: self)
    }
}

// addChild → didMove(toParent:) → add the view: with no transition, didMove belongs right
// after addChild, so this order is correct too (also done by a cell for its parent).
final class StatsViewController: UIViewController {
    private let controls = PlayerControlsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(controls)
        controls.didMove(toParent: self)
        view.addSubview(controls.view)
    }
}

final class FeedbackCell: UITableViewCell {
    private var host: UIHostingController<ToolbarView>?

    func embed(in parent: UIViewController) {
        let host = UIHostingController(rootView: ToolbarView())
        parent.addChild(host)
        host.didMove(toParent: parent)
        contentView.addSubview(host.view)
        self.host = host
    }
}

// The view added one line before addChild, all three calls in a row, while the view is
// not in a window yet (init, viewDidLoad, a private helper only viewDidLoad calls): no
// appearance callback can be lost.
final class ShowDetailViewController: UIViewController {
    private let tabContainer = UIView()
    private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

    init() {
        super.init(nibName: nil, bundle: nil)
        tabContainer.addSubview(pages.view)
        addChild(pages)
        pages.didMove(toParent: self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = PlayerControlsViewController()
        view.addSubview(header.view)
        addChild(header)
        header.didMove(toParent: self)
        addTabs()
    }

    private func addTabs() {
        let tabs = TranscriptViewController()
        tabContainer.addSubview(tabs.view)
        addChild(tabs)
        tabs.didMove(toParent: self)
    }
}

// Removal with willMove(toParent: nil) sent, where only removeFromParent() comes before
// the view's removal: no callback is lost.
final class TranscriptHostViewController: UIViewController {
    private let transcript = TranscriptViewController()

    func hideTranscript() {
        transcript.willMove(toParent: nil)
        transcript.removeFromParent()
        transcript.view.removeFromSuperview()
    }

    func dismissBanner() {
        willMove(toParent: nil)
        removeFromParent()
        view.removeFromSuperview()
    }
}

// A tab bar controller turns every child into a tab: views it shows over its tabs are
// added without addChild on purpose, and a child added to it (rootTabBar() returns one) is
// taken out without the usual sequence.
final class RootTabBarController: UITabBarController {
    private let miniPlayer = MiniPlayerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.insertSubview(miniPlayer.view, belowSubview: tabBar)
    }
}

final class PlayerPresenter: UIViewController {
    private var fullScreenPlayer: TranscriptViewController?

    func rootTabBar() -> RootTabBarController? { nil }

    func openPlayer() {
        guard let root = rootTabBar() else { return }
        if fullScreenPlayer == nil {
            fullScreenPlayer = TranscriptViewController()
            root.addChild(fullScreenPlayer!)
            root.view.addSubview(fullScreenPlayer!.view)
        }
    }

    func closePlayer() {
        fullScreenPlayer?.removeFromParent()
        fullScreenPlayer?.view.removeFromSuperview()
        fullScreenPlayer = nil
    }
}

// A helper that performs the whole sequence, used by a container.
extension UIViewController {
    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

// Controllers that are presented or pushed are not children.
final class ListViewController: UIViewController {
    func openDetail() {
        let detail = TranscriptViewController()
        detail.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(detail, animated: true)
    }

    func openSheet() {
        let sheet = PlayerControlsViewController()
        sheet.view.tintColor = .systemPink
        present(sheet, animated: true)
    }

    // A snapshot of another controller's view is a plain view.
    func addSnapshot(of other: UIViewController) {
        if let snapshot = other.view.snapshotView(afterScreenUpdates: false) {
            view.addSubview(snapshot)
        }
    }

    // A plain object's view (ChartRenderer, support_types.swift) is not a child's view.
    func addChart() {
        let chart = ChartRenderer()
        view.addSubview(chart.view)
    }
}

// A transition animator puts the presented controller's view into the container
// view: that is how custom presentations work.
final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toViewController.view)
        UIView.animate(withDuration: 0.3, animations: {
            toViewController.view.alpha = 1
        }, completion: { finished in
            transitionContext.completeTransition(finished)
        })
    }
}

final class DimmingPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        containerView?.insertSubview(presentedViewController.view, at: 0)
    }
}

// A cell that shows SwiftUI content through a hosting controller's view: a cell
// cannot be a container (no addChild), so the missing containment is not reported
// here.
final class PromptCell: UITableViewCell {
    private let host = UIHostingController(rootView: ToolbarView())

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(host.view)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// Containment calls on unrelated names.
final class SettingsViewController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
    }
}

// A removal block written before willMove(toParent: nil) but run after it, once the
// slide-out animation ends: source order is not execution order inside a closure.
final class DrawerViewController: UIViewController {
    func close(animated: Bool) {
        let detach = {
            self.view.removeFromSuperview()
            self.removeFromParent()
        }
        willMove(toParent: nil)
        if animated {
            UIView.animate(withDuration: 0.25, animations: { self.view.alpha = 0 }, completion: { _ in detach() })
        } else {
            detach()
        }
    }
}

// transition(from:to:duration:…) swaps the views itself; the completion then moves the
// new view into its final container and finishes containment.
final class StepsViewController: UIViewController {
    private let stepContainer = UIView()

    func advance(from current: UIViewController, to next: UIViewController) {
        current.willMove(toParent: nil)
        addChild(next)
        transition(from: current, to: next, duration: 0.4, options: [], animations: {
            next.view.alpha = 1
        }, completion: { _ in
            current.removeFromParent()
            next.didMove(toParent: self)
            self.stepContainer.addSubview(next.view)
        })
    }
}

// Re-parenting a reused child: addChild(_:) sends willMove(toParent:) to the new parent
// itself, so removeFromParent() right before it needs no willMove(toParent: nil).
final class ChapterListCell: UITableViewCell {
    private var listController: TranscriptViewController?

    func attach(to parentController: UIViewController) {
        if let listController {
            listController.removeFromParent()
            parentController.addChild(listController)
            listController.didMove(toParent: parentController)
        }
    }
}

// SpriteKit nodes have `children` and `removeFromParent()` too; they are not controllers.
final class StarfieldScene: SKScene {
    func clearStars() {
        children.forEach { $0.removeFromParent() }
        for star in children {
            star.removeFromParent()
        }
    }
}

// Swapping the shown child: the old one is removed in full, with a redundant
// didMove(toParent: nil) after removeFromParent(); the new one, under the same local name,
// is added in order.
final class ShelfViewController: UIViewController {
    private var shownController: UIViewController?

    func show(_ makeNext: () -> UIViewController) {
        if let controller = shownController {
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
            controller.didMove(toParent: nil)
        }
        let controller = makeNext()
        addChild(controller)
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
        shownController = controller
    }
}
