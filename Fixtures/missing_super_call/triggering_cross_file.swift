import UIKit

// Subclasses of project base classes declared in support_base.swift.
final class FeedViewController: BaseViewController {
    override func viewDidLoad() { // expect: missing_super_call
        title = "Feed"
    }
}

// Three hops: ArchiveViewController -> ThemedListViewController -> BaseViewController -> UIViewController.
final class ArchiveViewController: ThemedListViewController {
    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        navigationItem.title = "Archive"
    }

    override func viewDidDisappear(_ animated: Bool) { // expect: missing_super_call
        navigationItem.prompt = nil
    }
}

// VendorBackedViewController (support_base.swift) subclasses an unknown
// PagingMenuViewController; the name fallback makes it a view controller.
final class CategoriesViewController: VendorBackedViewController {
    override func viewWillAppear(_ animated: Bool) { // expect: missing_super_call
        navigationItem.title = "Categories"
    }
}

// The chain leaves the linted files at unknown names that end in ViewController,
// Controller or VC: treated as view controllers (the catalog's name fallback).
final class StoriesViewController: SwipeMenuViewController {
    override func viewDidLoad() { // expect: missing_super_call
        title = "Stories"
    }
}

final class ChatRoomController: MessagesController {
    override func viewDidAppear(_ animated: Bool) { // expect: missing_super_call
        becomeFirstResponder()
    }
}

final class LoginVC: BaseFormVC {
    override func viewWillDisappear(_ animated: Bool) { // expect: missing_super_call
        view.endEditing(true)
    }
}

// Declared in this file after its subclass: order of declaration does not matter.
final class LateSubclassViewController: LateBaseViewController {
    override func viewDidLoad() { // expect: missing_super_call
        title = "Late"
    }
}

class LateBaseViewController: UIViewController {}
