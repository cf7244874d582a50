// fixture-options: deployment_target=13.0
import UIKit

// The app still supports iOS 13, which has no UICollectionView.CellRegistration.

final class LegacyGalleryViewController: UICollectionViewController {
    private let imageNames = ["beach", "forest", "city"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        imageNames.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "GalleryCell", for: indexPath)
        cell.backgroundView = UIImageView(image: UIImage(named: imageNames[indexPath.item]))
        return cell
    }
}
