import UIKit

// Cells that receive an image from an async load without checking, after the
// await, that they still show the same item, and without cancelling the load in
// prepareForReuse. The finding points at the call that starts the load
// (`Task`, `dataTask`).

final class MemberCell: UITableViewCell {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
}

final class MembersViewController: UITableViewController {
    private var members: [Member] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        members.count
    }

    // The Task captures the cell, not the row.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Member", for: indexPath) as! MemberCell
        let member = members[indexPath.row]
        cell.nameLabel.text = member.name
        Task { // expect: cell_async_image_race
            let image = try? await ImageLoader.shared.image(for: member.avatarURL)
            cell.avatarView.image = image
        }
        return cell
    }
}

// A cell that loads its own image; no prepareForReuse at all.
final class ArtworkCell: UICollectionViewCell {
    private let artworkView = UIImageView()

    func configure(with url: URL) {
        artworkView.image = nil
        Task { [weak self] in // expect: cell_async_image_race
            guard let image = try? await ImageLoader.shared.image(for: url) else { return }
            self?.artworkView.image = image
        }
    }
}

// The task is stored, but prepareForReuse never cancels it, and the identity
// check runs before the await instead of after it.
final class BannerCell: UICollectionViewCell {
    private let bannerView = UIImageView()
    private var loadTask: Task<Void, Never>?
    var representedID: UUID?

    override func prepareForReuse() {
        super.prepareForReuse()
        bannerView.image = nil
    }

    deinit {
        loadTask?.cancel()
    }
}

extension BannerCell {
    func configure(with member: Member) {
        representedID = member.id
        loadTask = Task { @MainActor in // expect: cell_async_image_race
            guard self.representedID == member.id else { return }
            let image = try? await ImageLoader.shared.image(for: member.avatarURL)
            self.bannerView.image = image
        }
    }
}

// A URLSession completion handler that assigns the image to the captured cell.
final class TeamViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!
    private var members: [Member] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        members.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Artwork", for: indexPath) as! MemberTileCell
        URLSession.shared.dataTask(with: members[indexPath.item].avatarURL) { data, _, _ in // expect: cell_async_image_race
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                cell.photoView.image = image
            }
        }.resume()
        return cell
    }
}

final class MemberTileCell: UICollectionViewCell {
    let photoView = UIImageView()
}

// A diffable cell registration whose handler starts the load.
final class DirectoryViewController: UIViewController {
    private let memberRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Member> { cell, _, member in
        var content = cell.defaultContentConfiguration()
        content.text = member.name
        cell.contentConfiguration = content
        Task { // expect: cell_async_image_race
            let avatar = try? await ImageLoader.shared.image(for: member.avatarURL)
            var updated = cell.defaultContentConfiguration()
            updated.text = member.name
            updated.image = avatar
            cell.contentConfiguration = updated
        }
    }
}
