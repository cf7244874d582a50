import UIKit

// Snapshots that get the same item identifiers twice.

enum LibrarySection: Hashable { case recent, all }

struct Song: Hashable, Identifiable {
    let id: UUID
    var title: String
    var artist: String
}

final class LibraryViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<LibrarySection, Song>!
    var titleSource: UICollectionViewDiffableDataSource<LibrarySection, String>!
    var songs: [Song] = []

    // The same songs into two sections.
    func applyBoth() {
        var snapshot = NSDiffableDataSourceSnapshot<LibrarySection, Song>()
        snapshot.appendSections([.recent, .all])
        snapshot.appendItems(songs, toSection: .recent)
        snapshot.appendItems(songs, toSection: .all) // expect: duplicate_snapshot_items
        dataSource.apply(snapshot)
    }

    // Identifiers built from titles: two songs with one title crash.
    func applyTitles(_ list: [Song]) {
        var snapshot = NSDiffableDataSourceSnapshot<LibrarySection, String>()
        snapshot.appendSections([.all])
        snapshot.appendItems(list.map(\.title)) // expect: duplicate_snapshot_items
        titleSource.apply(snapshot)
    }

    func applyArtists() {
        var snapshot = NSDiffableDataSourceSnapshot<LibrarySection, String>()
        snapshot.appendSections([.all])
        snapshot.appendItems(self.songs.map { $0.artist }) // expect: duplicate_snapshot_items
        titleSource.apply(snapshot)
    }

    // The same items into every section of the loop.
    func applyPerSection(sections: [LibrarySection]) {
        var snapshot = NSDiffableDataSourceSnapshot<LibrarySection, Song>()
        for section in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(songs, toSection: section) // expect: duplicate_snapshot_items
        }
        dataSource.apply(snapshot)
    }

    // A placeholder row shown in both sections.
    func applyLoading(placeholder: Song) {
        var snapshot = NSDiffableDataSourceSnapshot<LibrarySection, Song>()
        snapshot.appendSections([.recent, .all])
        snapshot.appendItems([placeholder], toSection: .recent)
        snapshot.appendItems([placeholder], toSection: .all) // expect: duplicate_snapshot_items
        dataSource.apply(snapshot)
    }
}
