import UIKit

// Shapes met in real apps that must stay silent: the override of a base-class hook that
// the base (declared in another file) calls from its own trait-change handler.

final class OutlinedCapsuleView: ThemedCapsuleView {
    override func applyTheme() {
        super.applyTheme()
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
    }
}

// Code that UIKit or SwiftUI runs again when the appearance changes.
final class TagCell: UICollectionViewCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        contentView.layer.borderColor = UIColor.separator.cgColor
    }
}

final class BadgeCell: UICollectionViewListCell {
    func configure() {
        configurationUpdateHandler = { cell, _ in
            cell.contentView.layer.borderColor = UIColor.tertiaryLabel.cgColor
        }
    }
}

// SwiftUI calls updateUIView again when the colour scheme in the environment changes.
struct OutlinedFieldRepresentable {
    func updateUIView(_ field: UITextField, context: Int) {
        field.layer.borderColor = UIColor.separator.cgColor
    }
}
