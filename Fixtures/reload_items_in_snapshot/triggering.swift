import UIKit

// Diffable snapshots that reload items whose cell type stays the same: the cell is
// thrown away and dequeued again, while reconfigureItems updates it in place.
// The finding points at `reloadItems`.

struct Message: Hashable, Identifiable {
    let id: UUID
    var text: String
    var isRead: Bool
}

final class InboxViewController: UIViewController {
    enum Section { case main }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Message.ID>!
    private var messages: [Message.ID: Message] = [:]

    private let messageRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Message> { cell, _, message in
        var content = cell.defaultContentConfiguration()
        content.text = message.text
        content.textProperties.font = message.isRead ? .preferredFont(forTextStyle: .body) : .preferredFont(forTextStyle: .headline)
        cell.contentConfiguration = content
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = messageRegistration
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] collectionView, indexPath, id in
            guard let message = self?.messages[id] else { return nil }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
    }

    // The usual form: current snapshot, reload one item, apply.
    func markAsRead(_ id: Message.ID) {
        messages[id]?.isRead = true
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([id]) // expect: reload_items_in_snapshot
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // Another variable name, explicit self, multi-line argument.
    func refresh(edited: [Message]) {
        for message in edited { messages[message.id] = message }
        var updated = self.dataSource.snapshot()
        updated.reloadItems( // expect: reload_items_in_snapshot
            edited
                .filter { updated.indexOfItem($0.id) != nil }
                .map(\.id)
        )
        self.dataSource.apply(updated)
    }

    // A helper that receives the snapshot inout.
    private func reloadUnread(in snapshot: inout NSDiffableDataSourceSnapshot<Section, Message.ID>) {
        let unread = messages.values.filter { !$0.isRead }.map(\.id)
        snapshot.reloadItems(unread) // expect: reload_items_in_snapshot
    }
}

extension InboxViewController {
    // A snapshot built from scratch in an extension, then partly reloaded.
    func rebuild(with all: [Message], changed: [Message.ID]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Message.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(all.map(\.id))
        snapshot.reloadItems(changed) // expect: reload_items_in_snapshot
        reloadUnread(in: &snapshot)
        dataSource.apply(snapshot)
    }

    // Inside the iOS 15+ branch of an availability check: the newer API is available.
    func updateBadges(_ ids: [Message.ID]) {
        guard var snapshot = dataSource?.snapshot() else { return }
        if #available(iOS 15.0, *) {
            snapshot.reloadItems(ids) // expect: reload_items_in_snapshot
        }
        dataSource.apply(snapshot)
    }
}

// A wrapper that decides by itself to reload everything is still a reload.
extension UITableViewDiffableDataSource {
    func redrawEverything() {
        var current = snapshot()
        current.reloadItems(current.itemIdentifiers) // expect: reload_items_in_snapshot
        apply(current, animatingDifferences: false)
    }
}
