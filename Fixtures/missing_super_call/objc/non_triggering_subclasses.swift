import UIKit

final class ArchiveScreen: AppScreen {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override func setupViews() {
        super.setupViews()
        view.backgroundColor = .systemBackground
    }

    override func reloadContent() {
        defer { super.reloadContent() }
        refresh()
    }

    override func configure(withItem item: Any) {
        super.configure(withItem: item)
    }

    // Not marked NS_REQUIRES_SUPER.
    override func refresh() {
        title = "Archive"
    }
}

final class LocalModel: Model {
    // Model is an NSObject, not a view controller.
    override func viewDidLoad() {}
}
