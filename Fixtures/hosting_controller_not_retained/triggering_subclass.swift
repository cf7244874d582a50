import SwiftUI
import UIKit

// A project subclass of the hosting controller, declared in another file.

final class InsightsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let insights = CustomHost(rootView: BannerView())
        view.addSubview(insights.view) // expect: hosting_controller_not_retained
    }
}
