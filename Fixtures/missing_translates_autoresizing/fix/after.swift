import UIKit

final class ProfileHeaderView: UIView {
    private let avatar = UIImageView()
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatar)
        addSubview(nameLabel)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        ])
        if traitCollection.horizontalSizeClass == .regular {
        	self.nameLabel.translatesAutoresizingMaskIntoConstraints = false
        	self.nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8).isActive = true
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
