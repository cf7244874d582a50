import UIKit

// Shapes met in real apps that must stay silent.

// A styling helper on UIView cannot know the shape of the view it is applied to.
extension UIView {
    func addSoftShadow() {
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 2
    }
}

final class ShareSheetViewController: UIViewController {
    private let closeIconButton = UIButton(type: .system)
    private let stickerView = UIImageView(image: UIImage(named: "sticker"))
    private let previewCard = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        applyLift(to: previewCard)

        // An icon-only button: the shadow follows the glyph, which no path can describe.
        closeIconButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeIconButton.tintColor = .white
        closeIconButton.layer.shadowOpacity = 0.6
        closeIconButton.layer.shadowRadius = 2

        // An image's shadow follows its transparent pixels.
        stickerView.layer.shadowOpacity = 0.3
        stickerView.layer.shadowRadius = 3

        [closeIconButton, stickerView, previewCard].forEach(view.addSubview)
    }

    // A helper that styles whatever view it is handed.
    private func applyLift(to card: UIView) {
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 8
    }
}

// A rasterized cell renders its shadow once into a cached bitmap.
final class ThumbnailCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 3
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
