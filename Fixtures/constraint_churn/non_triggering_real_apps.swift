import UIKit

// Shapes met in real apps that must stay silent.

// A multiplier cannot be changed in place: replacing the constraint is the only way.
extension NSLayoutConstraint {
    func replaced(multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint.deactivate([self])
        let copy = NSLayoutConstraint(item: firstItem as Any, attribute: firstAttribute, relatedBy: relation,
                                      toItem: secondItem, attribute: secondAttribute,
                                      multiplier: multiplier, constant: constant)
        copy.isActive = true
        return copy
    }
}

final class PagePreviewCell: UICollectionViewCell {
    private let thumbnail = UIImageView()
    private var thumbnailRatio: NSLayoutConstraint?

    // The aspect ratio follows each image: a new multiplier means a new constraint.
    func show(_ image: UIImage) {
        thumbnail.image = image
        if let old = thumbnailRatio {
            thumbnail.removeConstraint(old)
        }
        let ratio = image.size.height / max(image.size.width, 1)
        thumbnailRatio = thumbnail.heightAnchor.constraint(equalTo: thumbnail.widthAnchor, multiplier: ratio)
        thumbnailRatio?.isActive = true
    }
}

final class LibraryHeaderViewController: UIViewController {
    private let searchField = UISearchBar()
    private var searchBottom: NSLayoutConstraint!

    // A promo view is added to the header for the first time: it needs constraints of its own.
    func showPromo(_ promo: UIView) {
        view.addSubview(promo)
        NSLayoutConstraint.deactivate([searchBottom])
        NSLayoutConstraint.activate([
            promo.topAnchor.constraint(equalTo: searchField.bottomAnchor),
            promo.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            promo.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    // A one-off fix-up of a constraint that came from the nib: find it, swap it, stop.
    func alignLabelCentersIfNeeded(label: UILabel, control: UIControl, container: UIView) {
        for constraint in container.constraints {
            let isBaseline = constraint.firstAttribute == .lastBaseline
            if isBaseline && constraint.firstItem === label {
                container.removeConstraint(constraint)
                label.centerYAnchor.constraint(equalTo: control.centerYAnchor).isActive = true
                break
            }
        }
    }
}
