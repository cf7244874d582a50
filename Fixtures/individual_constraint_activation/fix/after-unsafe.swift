import UIKit

final class BannerView: UIView {
    private let icon = UIImageView()
    private let title = UILabel()

    func layout() {
        icon.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            icon.centerYAnchor.constraint(equalTo: centerYAnchor),
            title.leadingAnchor.constraint(
            equalTo: icon.trailingAnchor, constant: 8),
        ])
    }
}
