import UIKit

// Near-misses: asset catalog and symbol images, images downsampled before they
// are shown, decoded images outside any cell path, and cell paths that assign
// an image made elsewhere.

final class IconViewController: UITableViewController {
    var names: [String] = []
    var paths: [String] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "icon", for: indexPath)
        cell.imageView?.image = UIImage(named: names[indexPath.row]) ?? UIImage(systemName: "questionmark")
        return cell
    }
}

final class ThumbnailCell: UICollectionViewCell {
    let thumbnail = UIImageView()

    // Downsampled with UIKit's thumbnail API.
    func configure(with data: Data) {
        let full = UIImage(data: data)
        thumbnail.image = full?.preparingThumbnail(of: CGSize(width: 120, height: 120))
    }

    // Downsampled with ImageIO.
    func configure(contentsOf url: URL) {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithURL(url as CFURL, options) else { return }
        let thumbOptions = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                            kCGImageSourceThumbnailMaxPixelSize: 240] as CFDictionary
        guard let cg = CGImageSourceCreateThumbnailAtIndex(source, 0, thumbOptions) else { return }
        let fallback = UIImage(contentsOfFile: url.path)
        thumbnail.image = UIImage(cgImage: cg)
        _ = fallback
    }

    // An image that the caller already prepared.
    func configure(image: UIImage) {
        thumbnail.image = image
    }
}

final class PhotoDetailViewController: UIViewController {
    let imageView = UIImageView()
    var data = Data()

    // A single full-screen image, not a cell.
    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.image = UIImage(data: data)
    }
}

// A plain view's configure method: not reused by a table or collection view.
final class ProfileHeaderView: UIView {
    let avatar = UIImageView()

    func configure(with data: Data) {
        avatar.image = UIImage(data: data)
    }
}

final class DownloadsViewController: UITableViewController {
    var cache: [IndexPath: UIImage] = [:]

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.imageView?.image = cache[indexPath]
        return cell
    }
}
