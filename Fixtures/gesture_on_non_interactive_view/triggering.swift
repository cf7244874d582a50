import UIKit

// Gesture recognizers added to labels and image views, which ignore touches until
// isUserInteractionEnabled is turned on. The finding points at
// `addGestureRecognizer`.

final class ProductDetailViewController: UIViewController {
    // Stored label.
    private let sellerLabel = UILabel()

    // Lazy image view configured in a closure.
    private lazy var productImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "product"))
        imageView.contentMode = .scaleAspectFit
        return imageView
    }()

    // Interaction switched off explicitly.
    private let ratingLabel: UILabel = {
        let label = UILabel()
        label.isUserInteractionEnabled = false
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sellerLabel)
        view.addSubview(productImageView)
        view.addSubview(ratingLabel)

        let sellerTap = UITapGestureRecognizer(target: self, action: #selector(openSeller))
        sellerLabel.addGestureRecognizer(sellerTap) // expect: gesture_on_non_interactive_view

        ratingLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openReviews))) // expect: gesture_on_non_interactive_view
        installZoomGesture()
        addShareIcon()
    }

    // Explicit self, multi-line call, added in a helper.
    private func installZoomGesture() {
        self.productImageView.addGestureRecognizer( // expect: gesture_on_non_interactive_view
            UIPinchGestureRecognizer(target: self, action: #selector(zoom(_:)))
        )
    }

    // A local image view.
    private func addShareIcon() {
        let shareIcon = UIImageView(image: UIImage(systemName: "square.and.arrow.up"))
        let press = UILongPressGestureRecognizer(target: self, action: #selector(share))
        shareIcon.addGestureRecognizer(press) // expect: gesture_on_non_interactive_view
        view.addSubview(shareIcon)
    }

    @objc private func openSeller() {}
    @objc private func openReviews() {}
    @objc private func zoom(_ gesture: UIPinchGestureRecognizer) {}
    @objc private func share() {}
}

// A UIImageView subclass that adds a recognizer to itself.
final class TappableAvatarView: UIImageView {
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped))) // expect: gesture_on_non_interactive_view
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func tapped() { onTap?() }
}

// A cell configured in an extension.
final class CommentCell: UITableViewCell {
    let authorLabel = UILabel()
    let bodyLabel = UILabel()
}

extension CommentCell {
    func enableMentionTap(target: Any, action: Selector) {
        authorLabel.addGestureRecognizer(UITapGestureRecognizer(target: target, action: action)) // expect: gesture_on_non_interactive_view
    }
}
