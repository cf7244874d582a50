import UIKit
import XCTest

// Near-misses: super calls inside overrides, the request APIs (setNeedsLayout,
// layoutIfNeeded, setNeedsDisplay, loadViewIfNeeded, appearance transitions),
// draw methods with other labels on images, strings and layers, and same-named
// methods of presenters and view models.

protocol ProfilePresenting: AnyObject {
    func viewDidLoad()
    func viewWillAppear()
    func viewDidDisappear()
}

final class ProfilePresenter: ProfilePresenting {
    func viewDidLoad() {}
    func viewWillAppear() {}
    func viewDidDisappear() {}
}

class ScreenViewController: UIViewController {
    // A project hook with other labels than the UIKit method.
    func viewWillAppear(animated: Bool, reason: String) {
        print("appearing: \(reason)")
    }
}

final class ProfileViewController: ScreenViewController {
    private let presenter: ProfilePresenting = ProfilePresenter()
    private let avatarView = AvatarBadgeView()

    // super calls and forwarding to the presenter.
    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
        viewWillAppear(animated: animated, reason: "tab switch")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        self.presenter.viewDidDisappear()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        avatarView.layer.cornerRadius = avatarView.bounds.width / 2
    }

    // The request APIs.
    func profileDidChange() {
        view.setNeedsLayout()
        view.layoutIfNeeded()
        avatarView.setNeedsDisplay()
        avatarView.setNeedsUpdateConstraints()
        avatarView.updateConstraintsIfNeeded()
    }

    // Appearance forwarding done through the transition API.
    func swapChild(_ child: UIViewController) {
        child.beginAppearanceTransition(true, animated: false)
        view.addSubview(child.view)
        child.endAppearanceTransition()
    }
}

final class AvatarBadgeView: UIView {
    var initials = "" { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .headline)]
        (initials as NSString).draw(in: rect.insetBy(dx: 8, dy: 8), withAttributes: attributes)
        UIImage(systemName: "checkmark.seal.fill")?.draw(at: CGPoint(x: rect.maxX - 12, y: 0))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }

    override func updateConstraints() {
        super.updateConstraints()
    }

    // Drawing into an image or a context with other labels.
    func snapshotImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: bounds)
        return renderer.image { context in
            layer.render(in: context.cgContext)
            drawHierarchy(in: bounds, afterScreenUpdates: false)
        }
    }
}

// A non-view type with its own draw(_:).
struct Stroke {
    var points: [CGPoint]
}

final class SignatureRenderer {
    private var strokes: [Stroke] = []

    func draw(_ stroke: Stroke) {
        strokes.append(stroke)
    }

    func replay(_ recorded: [Stroke]) {
        recorded.forEach { draw($0) }
    }
}

final class ProfileViewControllerTests: XCTestCase {
    func testLoadsView() {
        let sut = ProfileViewController()
        sut.loadViewIfNeeded()
        sut.beginAppearanceTransition(true, animated: false)
        sut.endAppearanceTransition()
        // Never call sut.viewDidLoad() or sut.viewWillAppear(false) directly.
        XCTAssertNotNil(sut.view, "viewDidLoad() runs once through loadViewIfNeeded()")
    }
}

// A chart view with its own draw(_:) overload taking data, not a rect.
struct ChartEntry {
    var value: Double
}

final class BarChartView: UIView {
    private var entries: [ChartEntry] = []

    func draw(_ entries: [ChartEntry]) {
        self.entries = entries
        setNeedsDisplay()
    }
}

final class StatsViewController: UIViewController {
    private let chart = BarChartView()

    func show(_ entries: [ChartEntry]) {
        chart.draw(entries)
    }
}
