import UIKit

// Near-misses: content configurations, properties with the same names on your own
// collection view cells and views, UIButton's own imageView/titleLabel, and the
// legacy properties on the pre-iOS 14 path.

struct Photo {
    let caption: String
    let thumbnail: UIImage?
}

// A collection view cell that declares its own textLabel and imageView.
final class PhotoTileCell: UICollectionViewCell {
    let imageView = UIImageView()
    let textLabel = UILabel()

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        self.textLabel.text = nil
    }
}

// A plain view with an imageView property.
final class ProfileBannerView: UIView {
    let imageView = UIImageView()
    let detailTextLabel = UILabel()
}

final class PhotosViewController: UICollectionViewController {
    private var photos: [Photo] = []
    private let banner = ProfileBannerView()
    private let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.imageView.image = UIImage(named: "cover")
        banner.detailTextLabel.text = "12 photos"
        // UIButton has imageView and titleLabel of its own.
        shareButton.imageView?.contentMode = .scaleAspectFit
        shareButton.titleLabel?.adjustsFontForContentSizeCategory = true
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoTile", for: indexPath) as! PhotoTileCell
        cell.imageView.image = photos[indexPath.item].thumbnail
        cell.textLabel.text = photos[indexPath.item].caption
        return cell
    }
}

final class AlbumsViewController: UITableViewController {
    private var albums: [Photo] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    // The modern way.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "AlbumCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = albums[indexPath.row].caption
        content.secondaryText = "Album"
        content.image = albums[indexPath.row].thumbnail
        content.imageProperties.cornerRadius = 6
        cell.contentConfiguration = content
        return cell
    }

    // The fallback branch for systems before iOS 14.
    func configureLegacy(_ cell: UITableViewCell, with album: Photo) {
        if #available(iOS 14.0, *) {
            var content = UIListContentConfiguration.subtitleCell()
            content.text = album.caption
            cell.contentConfiguration = content
        } else {
            cell.textLabel?.text = album.caption
            cell.imageView?.image = album.thumbnail
        }
    }

    // "cell.textLabel?.text = title" appears only in this comment and the string below.
    func migrationNote() -> String {
        "Replace cell.textLabel and cell.detailTextLabel with UIListContentConfiguration"
    }
}

// A table cell subclass with its own, differently named subviews.
final class AlbumHeaderCell: UITableViewCell {
    let titleLabel = UILabel()
    let coverImageView = UIImageView()

    func configure(with album: Photo) {
        titleLabel.text = album.caption
        coverImageView.image = album.thumbnail
    }
}
