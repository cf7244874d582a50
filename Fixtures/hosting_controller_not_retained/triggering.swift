import SwiftUI
import UIKit

// Hosting controllers whose view goes on screen while nothing keeps the controller.

struct BannerView: View {
    var body: some View { Text("Hello") }
}

final class DashboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let banner = UIHostingController(rootView: BannerView())
        banner.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner.view) // expect: hosting_controller_not_retained
    }

    func addFooter(to stack: UIStackView) {
        // Made and dropped in one expression.
        stack.addArrangedSubview(UIHostingController(rootView: BannerView()).view) // expect: hosting_controller_not_retained
    }

    func addHeader(to table: UITableView) {
        let header = UIHostingController(rootView: BannerView())
        header.view.frame.size.height = 80
        table.tableHeaderView = header.view // expect: hosting_controller_not_retained
    }
}

final class SummaryCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let host = UIHostingController(rootView: BannerView())
        guard let hostedView = host.view else { return }
        insertSubview(hostedView, at: 0) // expect: hosting_controller_not_retained
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class CustomHost: UIHostingController<BannerView> {}

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let card = CustomHost(rootView: BannerView())
        view.addSubview(card.view!) // expect: hosting_controller_not_retained
    }
}
