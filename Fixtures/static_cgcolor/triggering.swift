import UIKit

// Layer colours taken from dynamic UIColors (semantic system colours, asset
// colours, dynamic providers) in types that never refresh them when the
// appearance changes: the CGColor is resolved once and stays light in dark mode.
// The finding points at the layer property (`borderColor`, `shadowColor`,
// `colors`, `backgroundColor`, `strokeColor`, `fillColor`).

// Project colour palette: asset-catalog colours (dynamic, with dark variants) and
// fixed brand colours. Project constants are resolved when they are declared in the
// same file; a constant declared in another file is an unknown name (silent).
extension UIColor {
    static let cardBorder = UIColor(named: "CardBorder")!
    static let cardShadow = UIColor(named: "CardShadow") ?? .black
    static let brandRed = UIColor(red: 0.91, green: 0.18, blue: 0.24, alpha: 1)
    static let hairline = UIColor(white: 0, alpha: 0.12)
}

final class SearchFieldContainer: UIView {
    private let gradientLayer = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Semantic colours, implicit self.
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor // expect: static_cgcolor
        layer.shadowColor = UIColor.label.cgColor // expect: static_cgcolor
        // Gradient colours, multi-line array.
        gradientLayer.colors = [ // expect: static_cgcolor
            UIColor.systemBackground.cgColor,
            UIColor.secondarySystemBackground.cgColor,
        ]
        layer.insertSublayer(gradientLayer, at: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ReceiptViewController: UIViewController {
    private let receiptView = UIView()

    // Lazy layer configured in a closure with an asset colour.
    private lazy var dashedBorder: CAShapeLayer = {
        let border = CAShapeLayer()
        border.strokeColor = UIColor(named: "ReceiptDash")?.cgColor // expect: static_cgcolor
        border.fillColor = UIColor.clear.cgColor
        border.lineDashPattern = [4, 4]
        return border
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(receiptView)
        // Explicit self, a project asset colour, and a resolved colour that is never
        // resolved again.
        self.receiptView.layer.borderColor = UIColor.cardBorder.cgColor // expect: static_cgcolor
        self.receiptView.layer.shadowColor = UIColor.cardShadow.resolvedColor(with: traitCollection).cgColor // expect: static_cgcolor
        receiptView.layer.addSublayer(dashedBorder)
        styleStamp()
    }

    // A local layer in a helper with a dynamic provider colour.
    private func styleStamp() {
        let stamp = CALayer()
        let stampColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .systemGray5 : .systemGray6
        }
        stamp.backgroundColor = stampColor.cgColor // expect: static_cgcolor
        receiptView.layer.addSublayer(stamp)
    }
}

// A cell styled from an extension, with optional chaining on a sublayer.
final class ChatBubbleCell: UICollectionViewCell {
    var accentLayer: CALayer?
}

extension ChatBubbleCell {
    func applyStyle() {
        contentView.layer.borderColor = UIColor.tertiaryLabel.cgColor // expect: static_cgcolor
        accentLayer?.shadowColor = UIColor.placeholderText.cgColor // expect: static_cgcolor
    }
}
