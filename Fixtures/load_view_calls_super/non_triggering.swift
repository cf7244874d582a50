import UIKit
import SwiftUI

// loadView overrides that assign the root view without super.
final class DrawingViewController: UIViewController {
    override func loadView() {
        let canvas = DrawingCanvas()
        canvas.backgroundColor = .white
        view = canvas
    }
}

final class SplashViewController: UIViewController {
    override func loadView() {
        self.view = UIImageView(image: UIImage(named: "splash"))
    }
}

// Keeping the view super.loadView() built and adding to it: nothing is thrown away.
final class BadgeViewController: UIViewController {
    override func loadView() {
        super.loadView()
        view.addSubview(UILabel())
    }
}

final class ReaderViewController: UIViewController {
    private let stack = UIStackView()

    override func loadView() {
        super.loadView()
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}

// Containers whose loadView must call super: it builds the table, the collection
// view, the navigation stack, the hosting view.
final class ContactsTableViewController: UITableViewController {
    override func loadView() {
        super.loadView()
        tableView.separatorStyle = .none
    }
}

final class PhotosCollectionViewController: UICollectionViewController {
    override func loadView() {
        super.loadView()
        collectionView.alwaysBounceVertical = true
    }
}

final class HistoryTableViewController: BaseTableViewController {
    override func loadView() {
        super.loadView()
        tableView.rowHeight = 56
    }
}

final class FlowNavigationController: UINavigationController {
    override func loadView() {
        super.loadView()
        navigationBar.prefersLargeTitles = true
    }
}

final class TourPageViewController: UIPageViewController {
    override func loadView() {
        super.loadView()
        view.backgroundColor = .black
    }
}

final class HelpHostingController: UIHostingController<Text> {
    override func loadView() {
        super.loadView()
        view.backgroundColor = .clear
    }
}

// super.loadView() reaches the project base's own loadView (CanvasBaseViewController,
// support_base.swift), which builds the custom root view.
final class SketchViewController: CanvasBaseViewController {
    override func loadView() {
        super.loadView()
        view.accessibilityIdentifier = "sketch"
    }
}

// The superclass is unknown: it may build its own view, so super may be needed.
final class SignupFormViewController: FormViewController {
    override func loadView() {
        super.loadView()
        view.backgroundColor = .systemGroupedBackground
    }
}

// Not view controllers: TextKit's attachment view provider and plain types.
final class MentionAttachmentViewProvider: NSTextAttachmentViewProvider {
    override func loadView() {
        super.loadView()
        view = UILabel()
    }
}

class WidgetLoader {
    func loadView() {}
}

final class CardWidgetLoader: WidgetLoader {
    override func loadView() {
        super.loadView()
    }
}

final class DrawingCanvas: UIView {}
