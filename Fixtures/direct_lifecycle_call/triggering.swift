import UIKit

// UIKit lifecycle and drawing callbacks called directly instead of being left to
// UIKit (or requested with setNeedsLayout / setNeedsDisplay / loadViewIfNeeded /
// appearance transitions). The finding points at the method name.

final class NewsFeedViewController: UIViewController {
    private let refreshControl = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl.addTarget(self, action: #selector(pullToRefresh), for: .valueChanged)
    }

    // "Reload everything" by re-running viewDidLoad: observers and subviews pile up.
    @objc private func pullToRefresh() {
        viewDidLoad() // expect: direct_lifecycle_call
        refreshControl.endRefreshing()
    }

    // Re-running the appearance callback by hand, explicit self.
    func languageDidChange() {
        self.viewWillAppear(false) // expect: direct_lifecycle_call
        self.viewDidLayoutSubviews() // expect: direct_lifecycle_call
    }
}

// A hand-rolled container that forwards appearance callbacks itself.
final class CardStackViewController: UIViewController {
    private var cards: [UIViewController] = []

    func bringToFront(_ card: UIViewController) {
        card.viewWillAppear(true) // expect: direct_lifecycle_call
        view.bringSubviewToFront(card.view)
        card.viewDidAppear(true) // expect: direct_lifecycle_call
        cards.last?.viewDidDisappear(true) // expect: direct_lifecycle_call
    }
}

final class SparklineView: UIView {
    var values: [CGFloat] = [] {
        didSet {
            // Drawing and layout forced by calling the callbacks.
            draw(bounds) // expect: direct_lifecycle_call
            layoutSubviews() // expect: direct_lifecycle_call
        }
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard values.count > 1 else { return }
        let path = UIBezierPath()
        path.move(to: .zero)
        values.enumerated().forEach { path.addLine(to: CGPoint(x: CGFloat($0.offset) * 4, y: $0.element)) }
        UIColor.systemBlue.setStroke()
        path.stroke()
    }
}

extension SparklineView {
    // Extension of the same type, plus a call on another view.
    func refreshLegend(_ legend: UIView) {
        self.updateConstraints() // expect: direct_lifecycle_call
        legend.layoutSubviews() // expect: direct_lifecycle_call
    }
}

final class SparklineCell: UITableViewCell {
    let sparkline = SparklineView()

    func configure(values: [CGFloat]) {
        sparkline.values = values
        sparkline.draw(sparkline.bounds) // expect: direct_lifecycle_call
    }
}

final class BannerHostViewController: UIViewController {
    // The controller's own root view, with and without self.
    func bannerDidResize() {
        view.layoutSubviews() // expect: direct_lifecycle_call
        self.view.updateConstraints() // expect: direct_lifecycle_call
    }
}
