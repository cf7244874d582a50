import UIKit

// Cells that show images decoded at full size from data or files.

final class GalleryViewController: UITableViewController {
    var photoPaths: [String] = []
    var photoData: [Data] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
        cell.imageView?.image = UIImage(contentsOfFile: photoPaths[indexPath.row]) // expect: image_not_downsampled
        return cell
    }
}

final class AlbumDataSource: NSObject, UICollectionViewDataSource {
    var files: [URL] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { files.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath) as! AlbumCell
        // Decoded in a completion handler, still for this cell.
        URLSession.shared.dataTask(with: files[indexPath.item]) { data, _, _ in
            guard let data, let image = UIImage(data: data) else { return } // expect: image_not_downsampled
            DispatchQueue.main.async {
                cell.artwork.image = image
            }
        }.resume()
        return cell
    }
}

final class AlbumCell: UICollectionViewCell {
    let artwork = UIImageView()

    func configure(with data: Data) {
        artwork.image = UIImage(data: data, scale: UIScreen.main.scale) ?? UIImage(systemName: "photo") // expect: image_not_downsampled
    }
}

final class DocumentsViewController: UIViewController {
    var collectionView: UICollectionView!

    func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, URL> {
        UICollectionView.CellRegistration<UICollectionViewListCell, URL> { cell, _, url in
            var content = cell.defaultContentConfiguration()
            content.text = url.lastPathComponent
            if let preview = UIImage(contentsOfFile: url.path) { // expect: image_not_downsampled
                content.image = preview
            }
            cell.contentConfiguration = content
        }
    }
}
