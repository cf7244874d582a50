import UIKit

// Work that runs on every layout pass: rotation, keyboard, every label change.
final class FeedViewController: UIViewController {
    private let tableView = UITableView()
    private let url = URL(string: "https://example.com/feed.json")!

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
        tableView.reloadData() // expect: heavy_work_in_layout
        URLSession.shared.dataTask(with: url) { _, _, _ in }.resume() // expect: heavy_work_in_layout
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        Task { // expect: heavy_work_in_layout
            await refreshBadge()
        }
        DispatchQueue.main.async { // expect: heavy_work_in_layout
            self.updateTitle()
        }
    }

    private func refreshBadge() async {}
    private func updateTitle() {}
}

final class AvatarStripView: UIView {
    private let session = URLSession(configuration: .default)

    override func layoutSubviews() {
        super.layoutSubviews()
        let label = UILabel()
        addSubview(label) // expect: heavy_work_in_layout
        NSLayoutConstraint.activate([ // expect: heavy_work_in_layout
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        NotificationCenter.default.addObserver(self, selector: #selector(themeChanged), name: UIContentSizeCategory.didChangeNotification, object: nil) // expect: heavy_work_in_layout
        DispatchQueue.global(qos: .userInitiated).async { // expect: heavy_work_in_layout
            _ = self.session
        }
    }

    @objc private func themeChanged() {}
}

final class GridCell: UICollectionViewCell {
    private let inner = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func layoutSubviews() {
        super.layoutSubviews()
        inner.frame = contentView.bounds
        inner.reloadData() // expect: heavy_work_in_layout
    }
}

// A hop whose method does more than move views: it reloads and invalidates layout again.
final class TagListViewController: UIViewController {
    private let tagsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        DispatchQueue.main.async { // expect: heavy_work_in_layout
            self.refreshTags()
        }
    }

    private func refreshTags() {
        tagsView.collectionViewLayout.invalidateLayout()
        view.setNeedsLayout()
    }
}
