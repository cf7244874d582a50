import UIKit

final class InboxViewController: UIViewController {}

final class BadgeView: UIView {}

@objc(LegacyCell) final class LegacyCell: UITableViewCell {}

@MainActor
final class InboxModel {}
