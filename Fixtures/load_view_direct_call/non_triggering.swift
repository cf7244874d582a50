import UIKit

// loadViewIfNeeded() is the supported way to force the view to load.
final class SettingsScreenTests {
    func testTitleLabel() {
        let sut = SettingsScreenViewController()
        sut.loadViewIfNeeded()
        _ = sut.view
    }
}

final class SettingsScreenViewController: UIViewController {
    // super.loadView() inside an override of loadView is not a direct call
    // (load_view_calls_super judges it).
    override func loadView() {
        super.loadView()
        view.backgroundColor = .systemGroupedBackground
    }

    func preloadChildren() {
        children.forEach { $0.loadViewIfNeeded() }
        if !isViewLoaded {
            loadViewIfNeeded()
        }
    }

    // A selector reference is not a call.
    let action = #selector(UIViewController.loadView)

    // Similar names are other methods.
    func loadViews() {}
    func loadView(for item: Int) {}

    func reload() {
        loadViews()
        loadView(for: 3)
        reloadInputViews()
    }
}

// A type of the project with its own loadView() method that is not UIKit's.
final class TemplateLoader {
    func loadView() -> String { "<div/>" }

    func render() -> String {
        loadView() + self.loadView()
    }
}

// A comment or a string that names the call.
final class DocsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // never call loadView() yourself
        title = "Don't call loadView()"
    }
}
