import UIKit

// Near-misses: reconfigureItems, reloadItems in code paths for systems older than
// iOS 15, reloads where the cell type changes with the item's state, and
// reloadItems methods that are not snapshot methods.

struct Download: Hashable, Identifiable {
    enum State: Hashable { case queued, running(Double), finished }
    let id: Int
    var title: String
    var state: State
}

final class DownloadsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Download.ID>!
    private var downloads: [Download.ID: Download] = [:]

    // The modern call.
    func progressChanged(for id: Download.ID) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // The fallback branch for systems before iOS 15.
    func titleChanged(for ids: [Download.ID]) {
        var snapshot = dataSource.snapshot()
        if #available(iOS 15.0, *) {
            snapshot.reconfigureItems(ids)
        } else {
            snapshot.reloadItems(ids)
        }
        dataSource.apply(snapshot)
    }

    // `#unavailable` spells the old-systems branch directly.
    func retry(_ id: Download.ID) {
        var snapshot = dataSource.snapshot()
        if #unavailable(iOS 15) {
            snapshot.reloadItems([id])
        } else {
            snapshot.reconfigureItems([id])
        }
        dataSource.apply(snapshot)
    }

    // A legacy path that only exists for old systems.
    @available(iOS, deprecated: 15.0, message: "Use progressChanged(for:)")
    func legacyProgressChanged(for id: Download.ID) {
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([id])
        dataSource.apply(snapshot)
    }

    // Not a snapshot: the collection view's own index-path API and a store method.
    func reloadVisibleRows() {
        let paths = collectionView.indexPathsForVisibleItems
        collectionView.reloadItems(at: paths)
        DownloadStore.shared.reloadItems(from: "https://example.com/downloads.json")
        // snapshot.reloadItems([id]) would rebuild the cell; we reconfigure instead.
        print("snapshot.reloadItems is only used when the cell class changes")
    }
}

final class DownloadStore {
    static let shared = DownloadStore()
    private(set) var items: [Download] = []

    func reloadItems(from url: String) {
        items.removeAll()
    }
}

// The cell type follows the item's state: a finished download shows a different
// cell class, so the item has to be reloaded, not reconfigured.
final class TransfersViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Download.ID>!
    private var downloads: [Download.ID: Download] = [:]

    private let progressRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Download> { cell, _, download in
        var content = cell.defaultContentConfiguration()
        content.text = download.title
        cell.contentConfiguration = content
        cell.accessories = [.customView(configuration: .init(customView: UIProgressView(), placement: .trailing()))]
    }

    private let finishedRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Download> { cell, _, download in
        var content = UIListContentConfiguration.subtitleCell()
        content.text = download.title
        content.secondaryText = "Finished"
        cell.contentConfiguration = content
    }

    func configureDataSource() {
        let progress = progressRegistration
        let finished = finishedRegistration
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] collectionView, indexPath, id in
            guard let download = self?.downloads[id] else { return nil }
            if download.state == .finished {
                return collectionView.dequeueConfiguredReusableCell(using: finished, for: indexPath, item: download)
            }
            return collectionView.dequeueConfiguredReusableCell(using: progress, for: indexPath, item: download)
        }
    }

    func downloadFinished(_ id: Download.ID) {
        downloads[id]?.state = .finished
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([id])
        dataSource.apply(snapshot)
    }
}
