import SwiftUI
import UIKit

// View controllers, directly and through UIKit containers.
@MainActor final class ProfileViewController: UIViewController { // expect: redundant_main_actor
    private let nameLabel = UILabel()
}

@MainActor // expect: redundant_main_actor
final class NotificationsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
}

@MainActor final class SettingsHostingController: UIHostingController<SettingsView> { // expect: redundant_main_actor
    init() {
        super.init(rootView: SettingsView())
    }

    @MainActor required dynamic init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// Views, controls and cells.
@MainActor public final class AvatarView: UIView { // expect: redundant_main_actor
    public let imageView = UIImageView()
}

@objc(VLGradientButton) @MainActor final class GradientButton: UIButton { // expect: redundant_main_actor
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

// The attribute on its own line: the finding points at the attribute.
@MainActor // expect: redundant_main_actor
class FeedCell: UICollectionViewCell {
    let titleLabel = UILabel()
}

// Other responders: the app delegate.
@MainActor final class AppDelegate: UIResponder, UIApplicationDelegate { // expect: redundant_main_actor
    var window: UIWindow?
}

// A subclass of a project base controller declared in another file.
@MainActor final class CheckoutViewController: BaseFlowViewController { // expect: redundant_main_actor
    private let payButton = UIButton(type: .system)
}

// The chain leaves the linted files at an unknown name that looks like a view controller.
@MainActor final class ChatRoomViewController: MessagesViewController { // expect: redundant_main_actor
    var roomID = ""
}

// Nested in another type, inside a conditional-compilation block.
enum Onboarding {
    #if canImport(UIKit)
    @MainActor final class WelcomeViewController: UIViewController { // expect: redundant_main_actor
        private let titleLabel = UILabel()
    }
    #endif
}
