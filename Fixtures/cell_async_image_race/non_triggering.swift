import UIKit

// Near-misses: loads cancelled in prepareForReuse, identity checks after the await,
// caches followed by reconfigureItems/reconfigureRows, re-asking the table for the
// current cell, synchronous images, and loads in views that are not reused.

// Stored task cancelled in prepareForReuse.
final class AlbumCoverCell: UICollectionViewCell {
    private let coverView = UIImageView()
    private var imageTask: Task<Void, Never>?

    func configure(with url: URL) {
        coverView.image = nil
        imageTask = Task { [weak self] in
            let image = try? await ImageLoader.shared.image(for: url)
            guard !Task.isCancelled else { return }
            self?.coverView.image = image
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageTask?.cancel()
        imageTask = nil
        coverView.image = nil
    }
}

// Identity check after the await, no cancellation.
final class ContactAvatarCell: UITableViewCell {
    private let photoView = UIImageView()
    private var representedMemberID: UUID?

    func configure(with member: Member) {
        representedMemberID = member.id
        photoView.image = UIImage(systemName: "person.crop.circle")
        Task {
            let image = try? await ImageLoader.shared.image(for: member.avatarURL)
            guard self.representedMemberID == member.id else { return }
            self.photoView.image = image
        }
    }

    func showAvatar(_ image: UIImage?) {
        photoView.image = image
    }
}

// URLSession task stored and cancelled through a helper that prepareForReuse calls.
final class PosterCell: UICollectionViewCell {
    private let posterView = UIImageView()
    private var dataTask: URLSessionDataTask?

    func configure(with url: URL) {
        dataTask = URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async { self?.posterView.image = image }
        }
        dataTask?.resume()
    }

    private func cancelImageLoad() {
        dataTask?.cancel()
        dataTask = nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        cancelImageLoad()
        posterView.image = nil
    }
}

final class RosterViewController: UITableViewController {
    private var members: [Member] = []
    private var dataSource: UITableViewDiffableDataSource<Int, Member.ID>!

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        members.count
    }

    // Identity check on the captured cell through its tag after the await, and a
    // second load that asks the table for whichever cell shows the row now.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Roster", for: indexPath)
        let member = members[indexPath.row]
        cell.tag = member.id.hashValue
        var content = cell.defaultContentConfiguration()
        content.text = member.name
        content.image = UIImage(systemName: "person")
        cell.contentConfiguration = content
        Task {
            guard let avatar = try? await ImageLoader.shared.image(for: member.avatarURL) else { return }
            if cell.tag == member.id.hashValue {
                var updated = cell.defaultContentConfiguration()
                updated.text = member.name
                updated.image = avatar
                cell.contentConfiguration = updated
            }
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        let member = members[indexPath.row]
        Task {
            let image = try? await ImageLoader.shared.image(for: member.avatarURL)
            if let visible = tableView.cellForRow(at: indexPath) as? ContactAvatarCell {
                visible.showAvatar(image)
            }
        }
    }

    // Cache first, then reconfigure: the cell is never touched from the callback.
    func prefetchAvatar(for member: Member) {
        Task {
            _ = try? await ImageLoader.shared.image(for: member.avatarURL)
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems([member.id])
            await dataSource.apply(snapshot)
        }
    }

    func avatarLoaded(at indexPath: IndexPath) {
        Task {
            _ = try? await ImageLoader.shared.image(for: members[indexPath.row].avatarURL)
            tableView.reconfigureRows(at: [indexPath])
        }
    }
}

// Synchronous images, and an async load into a view that is not a reused cell.
final class MemberProfileViewController: UIViewController {
    private let headerImageView = UIImageView()
    private let member: Member

    init(member: Member) {
        self.member = member
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        headerImageView.image = UIImage(named: "placeholder-header")
        Task {
            headerImageView.image = try? await ImageLoader.shared.image(for: member.avatarURL)
        }
    }
}

final class BadgeCell: UICollectionViewCell {
    private let badgeView = UIImageView()

    func configure(symbol: String) {
        // Not an async load: nothing can arrive late.
        badgeView.image = UIImage(systemName: symbol)
    }
}

// The previous load is cancelled when the cell is configured again, before the new
// task starts.
final class ThumbnailCell: UICollectionViewCell {
    private let thumbnailView = UIImageView()
    private var thumbnailTask: Task<Void, Never>?

    func configure(with url: URL) {
        thumbnailTask?.cancel()
        thumbnailView.image = nil
        thumbnailTask = Task { [weak self] in
            let image = try? await ImageLoader.shared.image(for: url)
            guard !Task.isCancelled else { return }
            self?.thumbnailView.image = image
        }
    }
}
