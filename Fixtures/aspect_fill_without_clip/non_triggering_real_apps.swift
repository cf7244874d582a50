import UIKit

// Shapes met in real apps that must stay silent: symbol and tinted template icons are
// sized by their glyph, so aspect fill never crops photo content.

final class SurveyOptionCell: UITableViewCell {
    let checkmarkView: UIImageView = {
        let imageView = UIImageView()
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
        imageView.contentMode = .scaleAspectFill
        return imageView
    }()

    let statusIconView: UIImageView = {
        let imageView = UIImageView(image: UIImage(systemName: "bolt.fill"))
        imageView.contentMode = .scaleAspectFill
        return imageView
    }()

    let badgeIconView: UIImageView = {
        let imageView = UIImageView()
        imageView.tintColor = .secondaryLabel
        imageView.contentMode = .scaleAspectFill
        return imageView
    }()
}

// A styling helper on UIImageView: the caller decides about clipping.
extension UIImageView {
    func fillWithPhoto(_ photo: UIImage?) {
        image = photo
        contentMode = .scaleAspectFill
    }
}
