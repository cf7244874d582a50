import UIKit

// Shapes met in real apps that must stay silent.

final class MonogramRenderer {
    // A label drawn into an image: the point size is part of the picture.
    func monogram(_ letters: String, side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: side, height: side))
            label.text = letters
            label.textAlignment = .center
            label.font = .boldSystemFont(ofSize: side * 0.4)
            label.layer.render(in: context.cgContext)
        }
    }
}

final class EmptyResultsView: UIView {
    // The size is read from a text style when the view is built.
    private let headline: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .semibold)
        return label
    }()

    private let detail: UILabel = {
        let label = UILabel()
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        label.font = UIFont.systemFont(ofSize: descriptor.pointSize)
        return label
    }()
}
