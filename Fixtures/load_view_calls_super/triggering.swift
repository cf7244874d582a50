import UIKit

// super.loadView() in a direct subclass of plain UIViewController: UIKit builds a
// view (or loads a nib) that the override then throws away or patches.
final class MapScreenViewController: UIViewController {
    override func loadView() {
        super.loadView() // expect: load_view_calls_super
        view = MapCanvasView()
    }
}

final class BadgeViewController: UIViewController {
    override func loadView() {
        super.loadView() // expect: load_view_calls_super
        view.addSubview(UILabel())
    }
}

// Super called after the assignment, and inside defer.
final class ReceiptViewController: UIViewController {
    override func loadView() {
        view = UIScrollView()
        super.loadView() // expect: load_view_calls_super
    }
}

final class TermsViewController: UIViewController {
    override func loadView() {
        defer { super.loadView() } // expect: load_view_calls_super
        view = UITextView()
    }
}

// Indirect subclass: PlainBaseViewController (support_base.swift) does not
// override loadView, so super reaches UIViewController's.
final class OrdersListViewController: PlainBaseViewController {
    public override func loadView() {
        super.loadView() // expect: load_view_calls_super
        view.tintColor = .systemGreen
    }
}

// Qualified superclass name, nested type, super split across lines.
enum Wallet {
    final class CardViewController: UIKit.UIViewController {
        override func loadView() {
            super // expect: load_view_calls_super
                .loadView()
            view.layer.cornerRadius = 12
        }
    }
}

final class MapCanvasView: UIView {}
