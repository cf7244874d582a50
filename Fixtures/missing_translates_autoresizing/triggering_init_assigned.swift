import UIKit

// A `let` view given its value in the initializer rather than at its declaration is
// created in code all the same.

final class ShippingBannerView: UIView {
    private let messageLabel: UILabel // expect: missing_translates_autoresizing
    private let iconView: UIImageView

    init(message: String) {
        messageLabel = UILabel()
        iconView = UIImageView(image: UIImage(systemName: "shippingbox"))
        super.init(frame: .zero)
        messageLabel.text = message
        iconView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(messageLabel)
        addSubview(iconView)
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            messageLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8),
            messageLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
