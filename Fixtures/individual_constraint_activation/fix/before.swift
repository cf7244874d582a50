import UIKit

final class BannerView: UIView {
    private let icon = UIImageView()
    private let title = UILabel()

    func layout() {
        icon.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
        icon.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        title.leadingAnchor.constraint(
            equalTo: icon.trailingAnchor, constant: 8).isActive = true
    }
}
