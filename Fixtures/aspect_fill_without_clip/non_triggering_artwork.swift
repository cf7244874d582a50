import UIKit

// Fixed bundled artwork: the image and its frame are what the designer sees on every run.
enum Artwork {
    enum Onboarding {
        static let hills = UIImage()
        static let clouds = UIImage()
    }
}

final class OnboardingBackdropView: UIView {
    let hillsView: UIImageView = {
        let imageView = UIImageView(image: Artwork.Onboarding.hills)
        imageView.contentMode = .scaleAspectFill
        return imageView
    }()

    let cloudsView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        cloudsView.image = UIImage(named: "onboarding-clouds")
        cloudsView.contentMode = .scaleAspectFill
        addSubview(hillsView)
        addSubview(cloudsView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// An empty-state illustration placed in a stack.
final class EmptyInboxViewController: UIViewController {
    private let illustrationView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = UIImage(named: "empty-inbox")
        imageView.contentMode = .scaleAspectFill
        return imageView
    }()

    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.addArrangedSubview(illustrationView)
        view.addSubview(stack)
    }
}

// An image view handed to a container that places and sizes it (here to the image's aspect).
final class ZoomingContainerView: UIScrollView {
    private var content: UIView?

    func replaceContent(with view: UIView) {
        content?.removeFromSuperview()
        content = view
        addSubview(view)
    }
}

final class PhotoPageViewController: UIViewController {
    private let zoomingView = ZoomingContainerView()
    private lazy var photoView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        return imageView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(zoomingView)
        zoomingView.replaceContent(with: photoView)
    }

    func show(_ image: UIImage) {
        photoView.image = image
    }
}
