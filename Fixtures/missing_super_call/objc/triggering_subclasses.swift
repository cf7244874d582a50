import UIKit

// Swift subclasses of the Objective-C classes in support_screens.h.

final class InboxScreen: AppScreen {
    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        trackScreen()
    }

    override func setupViews() { // expect: missing_super_call
        view.addSubview(UILabel())
    }

    override func reloadContent() { // expect: missing_super_call
        refresh()
    }

    override func configure(withItem item: Any) { // expect: missing_super_call
        title = "\(item)"
    }
}

// Two levels down: Objective-C → Objective-C → Swift.
final class OrderDetail: DetailScreen {
    override func viewDidDisappear(_ animated: Bool) { // expect: missing_super_call
        print("gone")
    }
}

final class ProfileRow: AppRow {
    override func prepareForReuse() { // expect: missing_super_call
        imageView?.image = nil
    }
}

final class BadgePanel: AppPanel {
    override func layoutSubviews() { // expect: missing_super_call
        layer.cornerRadius = bounds.height / 2
    }
}
