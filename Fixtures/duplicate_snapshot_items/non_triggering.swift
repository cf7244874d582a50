import UIKit

// Near-misses: distinct collections per section, identifiers from id or
// ObjectIdentifier, deduplicated input, appends in exclusive branches, a
// snapshot rebuilt in between, items that depend on the loop's section, and
// model types the file cannot see.

enum FeedSection: Hashable { case pinned, latest }

struct Post: Hashable, Identifiable {
    let id: Int
    var title: String
    var pinned: Bool
}

final class FeedObject: Hashable {
    let title: String
    init(title: String) { self.title = title }
    static func == (a: FeedObject, b: FeedObject) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

final class FeedViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<FeedSection, Post.ID>!
    var stringSource: UICollectionViewDiffableDataSource<FeedSection, String>!
    var objectSource: UICollectionViewDiffableDataSource<FeedSection, ObjectIdentifier>!
    var posts: [Post] = []
    var objects: [FeedObject] = []
    var postsBySection: [FeedSection: [Post]] = [:]

    func applySplit() {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, Post.ID>()
        snapshot.appendSections([.pinned, .latest])
        snapshot.appendItems(posts.filter(\.pinned).map(\.id), toSection: .pinned)
        snapshot.appendItems(posts.filter { !$0.pinned }.map(\.id), toSection: .latest)
        dataSource.apply(snapshot)
    }

    func applyIDs() {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, Post.ID>()
        snapshot.appendSections([.latest])
        snapshot.appendItems(posts.map(\.id))
        dataSource.apply(snapshot)
    }

    func applyObjects() {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, ObjectIdentifier>()
        snapshot.appendSections([.latest])
        snapshot.appendItems(objects.map { ObjectIdentifier($0) })
        objectSource.apply(snapshot)
    }

    // Deduplicated before appending.
    func applyUniqueTitles() {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, String>()
        snapshot.appendSections([.latest])
        snapshot.appendItems(Array(Set(posts.map(\.title))))
        stringSource.apply(snapshot)
    }

    // Titles of a type without an id: nothing says they repeat.
    func applyObjectTitles() {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, String>()
        snapshot.appendSections([.latest])
        snapshot.appendItems(objects.map(\.title))
        stringSource.apply(snapshot)
    }

    // One branch or the other.
    func applyEither(pinnedOnly: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, Post.ID>()
        snapshot.appendSections([.pinned, .latest])
        if pinnedOnly {
            snapshot.appendItems(posts.map(\.id), toSection: .pinned)
        } else {
            snapshot.appendItems(posts.map(\.id), toSection: .latest)
        }
        dataSource.apply(snapshot)
    }

    // Two snapshots, one per data source.
    func applyTwo(other: UICollectionViewDiffableDataSource<FeedSection, Post.ID>) {
        var first = NSDiffableDataSourceSnapshot<FeedSection, Post.ID>()
        first.appendSections([.latest])
        first.appendItems(posts.map(\.id))
        var second = NSDiffableDataSourceSnapshot<FeedSection, Post.ID>()
        second.appendSections([.latest])
        second.appendItems(posts.map(\.id))
        dataSource.apply(first)
        other.apply(second)
    }

    // Emptied and refilled.
    func refill() {
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(posts.map(\.id), toSection: .latest)
        dataSource.apply(snapshot)
        snapshot.deleteAllItems()
        snapshot.appendSections([.latest])
        snapshot.appendItems(posts.map(\.id), toSection: .latest)
        dataSource.apply(snapshot)
    }

    // The items depend on the loop's section.
    func applySections(_ sections: [FeedSection]) {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, Post.ID>()
        for section in sections {
            snapshot.appendSections([section])
            let ids = (postsBySection[section] ?? []).map(\.id)
            snapshot.appendItems(ids, toSection: section)
        }
        for section in sections {
            snapshot.appendItems(postsBySection[section, default: []].map(\.id), toSection: section)
        }
        dataSource.apply(snapshot)
    }

    // Model type from another module: its members are unknown.
    func applyRemote(_ items: [RemoteItem]) {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, String>()
        snapshot.appendSections([.latest])
        snapshot.appendItems(items.map(\.name))
        stringSource.apply(snapshot)
    }
}
