import UIKit

// Image views set to .scaleAspectFill that the type never clips: the scaled image
// spills outside the view's frame. The finding points at the `contentMode`
// assignment.

final class ArticleHeaderViewController: UIViewController {
    // Stored image view, configured in viewDidLoad.
    private let heroImageView = UIImageView()

    // Lazy image view configured in its closure.
    private lazy var authorImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "author"))
        imageView.contentMode = .scaleAspectFill // expect: aspect_fill_without_clip
        imageView.layer.cornerRadius = 20
        return imageView
    }()

    // Explicitly unclipped to keep a shadow visible.
    private let sponsorLogoView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        heroImageView.contentMode = .scaleAspectFill // expect: aspect_fill_without_clip
        view.addSubview(heroImageView)
        view.addSubview(authorImageView)

        self.sponsorLogoView.contentMode = UIView.ContentMode.scaleAspectFill // expect: aspect_fill_without_clip
        self.sponsorLogoView.clipsToBounds = false
        self.sponsorLogoView.layer.shadowOpacity = 0.2
        view.addSubview(sponsorLogoView)
        addGalleryThumbnail()
    }

    // A local image view in a helper.
    private func addGalleryThumbnail(named name: String = "gallery-1") {
        let thumbnail = UIImageView(image: UIImage(named: name))
        thumbnail.contentMode = .scaleAspectFill // expect: aspect_fill_without_clip
        view.addSubview(thumbnail)
    }

    // The mode depends on the orientation; one branch fills.
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        heroImageView.contentMode = size.width > size.height ? .scaleAspectFit : .scaleAspectFill // expect: aspect_fill_without_clip
    }
}

// A cell configured in an extension.
final class PlaceCell: UICollectionViewCell {
    let photoView = UIImageView()
    let nameLabel = UILabel()
}

extension PlaceCell {
    func configure(name: String, photo: UIImage?) {
        nameLabel.text = name
        photoView.image = photo
        photoView.contentMode = .scaleAspectFill // expect: aspect_fill_without_clip
    }
}

// A UIImageView subclass that fills but never clips (implicit self).
final class CoverImageView: UIImageView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .scaleAspectFill // expect: aspect_fill_without_clip
        backgroundColor = .secondarySystemFill
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// A placeholder asset first, then a remote image of unknown aspect from a URL loader.
final class ServerBannerView: UIView {
    let bannerImageView = UIImageView(image: UIImage(named: "banner-placeholder"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        bannerImageView.contentMode = .scaleAspectFill // expect: aspect_fill_without_clip
        addSubview(bannerImageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ url: URL) {
        bannerImageView.remote.setImage(from: url)
    }
}

extension UIImageView {
    struct RemoteLoader {
        func setImage(from url: URL) {}
    }
    var remote: RemoteLoader { RemoteLoader() }
}
