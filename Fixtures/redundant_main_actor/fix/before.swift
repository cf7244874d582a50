import UIKit

@MainActor
final class InboxViewController: UIViewController {}

@MainActor final class BadgeView: UIView {}

@MainActor @objc(LegacyCell) final class LegacyCell: UITableViewCell {}

@MainActor
final class InboxModel {}
