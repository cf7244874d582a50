import UIKit

// super.loadView() in a direct subclass of plain UIViewController that then assigns
// its own root view: UIKit builds a view (or loads a nib) that is thrown away.
final class MapScreenViewController: UIViewController {
    override func loadView() {
        super.loadView() // expect: load_view_calls_super
        view = MapCanvasView()
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
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.tintColor = .systemGreen
        self.view = table
    }
}

// Qualified superclass name, nested type, super split across lines.
enum Wallet {
    final class CardViewController: UIKit.UIViewController {
        override func loadView() {
            super // expect: load_view_calls_super
                .loadView()
            let card = UIView()
            card.layer.cornerRadius = 12
            view = card
        }
    }
}

final class MapCanvasView: UIView {}
