import SwiftUI
import UIKit

// Near-misses: hosting controllers added as children, stored in a property,
// kept in an array, presented or pushed, returned, captured by a closure,
// properties, and views that are returned instead of added.

struct ChartView: View {
    var body: some View { Text("Chart") }
}

final class ChartViewController: UIViewController {
    private var chartHost: UIHostingController<ChartView>?
    private var hosts: [UIViewController] = []
    private let stored = UIHostingController(rootView: ChartView())

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ChartView())
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)

        // A property made elsewhere.
        view.addSubview(stored.view)
    }

    func addStored() {
        let host = UIHostingController(rootView: ChartView())
        chartHost = host
        view.addSubview(host.view)
    }

    func addToArray() {
        let host = UIHostingController(rootView: ChartView())
        hosts.append(host)
        view.addSubview(host.view)
    }

    func presentChart() {
        let host = UIHostingController(rootView: ChartView())
        host.view.backgroundColor = .clear
        present(host, animated: true)
    }

    func pushChart() {
        let host = UIHostingController(rootView: ChartView())
        navigationController?.pushViewController(host, animated: true)
    }

    // The caller decides what to do with it.
    func makeChart() -> UIViewController {
        let host = UIHostingController(rootView: ChartView())
        host.view.backgroundColor = .systemBackground
        return host
    }

    // Returned, not added here.
    func makeChartView() -> UIView {
        let host = UIHostingController(rootView: ChartView())
        return host.view
    }

    // A closure keeps it.
    var onRefresh: (() -> Void)?
    func addRefreshing() {
        let host = UIHostingController(rootView: ChartView())
        view.addSubview(host.view)
        onRefresh = { host.rootView = ChartView() }
    }

    // Handed to a helper that embeds it.
    func addEmbedded() {
        let host = UIHostingController(rootView: ChartView())
        embed(host)
        view.addSubview(host.view)
    }

    func embed(_ child: UIViewController) {
        addChild(child)
        child.didMove(toParent: self)
    }
}

// The hosting configuration of a cell needs no controller.
final class ChartCell: UICollectionViewCell {
    func configure() {
        contentConfiguration = UIHostingConfiguration { ChartView() }
    }
}

// Added for a moment to measure the SwiftUI content, then removed.
extension UIViewController {
    func fittingHeight<Content: View>(of content: Content) -> CGFloat {
        let sizing = UIHostingController(rootView: content)
        view.addSubview(sizing.view)
        let size = sizing.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        sizing.view.removeFromSuperview()
        return size.height
    }
}
