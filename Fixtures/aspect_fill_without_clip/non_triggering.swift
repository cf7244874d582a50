import UIKit

// Near-misses: image views that clip (clipsToBounds or layer.masksToBounds, set in
// the closure, another method, an extension, a helper, or the subclass's init),
// image views inside a clipping superview that they fill, outlets whose clipping
// is configured in Interface Builder, aspect-fit, and layer contents gravity.

extension UIView {
    // Project helper: round and clip.
    func makeCircular(diameter: CGFloat) {
        layer.cornerRadius = diameter / 2
        clipsToBounds = true
    }
}

// A subclass that clips itself.
final class FillingImageView: UIImageView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .scaleAspectFill
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class RestaurantViewController: UIViewController {
    // From the storyboard: "Clip to Bounds" lives in the nib.
    @IBOutlet private weak var menuImageView: UIImageView!

    private let bannerImageView = UIImageView()
    private let chefImageView = UIImageView()
    private let dishImageView = UIImageView()
    private let logoImageView = UIImageView()
    private let mapImageView = UIImageView()
    private let fillingView = FillingImageView()

    // Clipped inside the closure.
    private lazy var avatarImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        return imageView
    }()

    // A rounded card that clips; the image view fills it edge to edge.
    private let photoCard = UIView()
    private let cardPhotoView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        menuImageView.contentMode = .scaleAspectFill

        // Clipped through the layer.
        bannerImageView.contentMode = .scaleAspectFill
        bannerImageView.layer.masksToBounds = true

        // Clipped in another method.
        self.chefImageView.contentMode = .scaleAspectFill

        // Clipped by a helper.
        dishImageView.contentMode = .scaleAspectFill
        dishImageView.makeCircular(diameter: 64)

        // Aspect fit never overflows.
        logoImageView.contentMode = .scaleAspectFit

        // A layer's contents gravity is not a view content mode.
        mapImageView.layer.contentsGravity = .resizeAspectFill
        mapImageView.layer.masksToBounds = false

        fillingView.image = UIImage(named: "interior")

        photoCard.layer.cornerRadius = 16
        photoCard.clipsToBounds = true
        cardPhotoView.contentMode = .scaleAspectFill
        cardPhotoView.translatesAutoresizingMaskIntoConstraints = false
        photoCard.addSubview(cardPhotoView)
        NSLayoutConstraint.activate([
            cardPhotoView.topAnchor.constraint(equalTo: photoCard.topAnchor),
            cardPhotoView.leadingAnchor.constraint(equalTo: photoCard.leadingAnchor),
            cardPhotoView.trailingAnchor.constraint(equalTo: photoCard.trailingAnchor),
            cardPhotoView.bottomAnchor.constraint(equalTo: photoCard.bottomAnchor),
        ])
        applyChefStyle()
    }

    private func applyChefStyle() {
        chefImageView.layer.cornerRadius = 12
        chefImageView.clipsToBounds = true
    }
}

// A cell that clips in an extension of itself.
final class DishCell: UICollectionViewCell {
    let photoView = UIImageView()

    func configure(photo: UIImage?) {
        photoView.image = photo
        photoView.contentMode = .scaleAspectFill
    }
}

extension DishCell {
    func applyRoundedStyle() {
        photoView.layer.cornerRadius = 8
        photoView.clipsToBounds = true
    }
}

// "imageView.contentMode = .scaleAspectFill" without clipsToBounds draws outside.
let aspectFillHint = "imageView.contentMode = .scaleAspectFill needs clipsToBounds = true"
