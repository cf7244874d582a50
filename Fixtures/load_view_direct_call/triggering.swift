import UIKit

// loadView() called by hand: UIKit calls it lazily, exactly once, the first time
// something reads `view`. A direct call builds a second root view (and on a
// storyboard controller reloads the nib), skipping viewDidLoad.
final class EditorViewController: UIViewController {
    private let editor = UITextView()

    override func loadView() {
        view = editor
    }

    func reset() {
        loadView() // expect: load_view_direct_call
        viewDidLoad()
    }

    func rebuild() {
        self.loadView() // expect: load_view_direct_call
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        super.loadView() // expect: load_view_direct_call
    }
}

// Called on another controller to force its view into existence.
final class PagerViewController: UIViewController {
    private let pages: [UIViewController] = [UIViewController(), UIViewController()]
    private var detail: UIViewController?

    func preparePages() {
        for page in pages {
            page.loadView() // expect: load_view_direct_call
        }
        pages.first?.loadView() // expect: load_view_direct_call
        detail?
            .loadView() // expect: load_view_direct_call
    }
}

// In a test, to get the view without presenting the controller.
final class ProfileScreenTests {
    func testTitleLabel() {
        let sut = ProfileScreenViewController()
        sut.loadView() // expect: load_view_direct_call
        sut.viewDidLoad()
    }
}

// Inside a closure and in a free function.
func warmUp(_ controllers: [UIViewController]) {
    controllers.forEach { $0.loadView() } // expect: load_view_direct_call
    DispatchQueue.main.async {
        controllers.last?.loadView() // expect: load_view_direct_call
    }
}

final class ProfileScreenViewController: UIViewController {}
