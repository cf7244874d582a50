import UIKit

// Views created in code, added to the hierarchy and pinned with anchors, whose
// autoresizing mask is never turned off. The finding points at the declaration
// of the view (stored property, lazy property or local).

final class RatingStarsView: UIView {
    var rating: Int = 0 { didSet { setNeedsDisplay() } }
}

final class ProfileViewController: UIViewController {

    // Stored property created inline, constrained with implicit self.
    private let avatarImageView = UIImageView() // expect: missing_translates_autoresizing

    // Stored property constrained with explicit self.
    private let nameLabel = UILabel() // expect: missing_translates_autoresizing

    // Prepared correctly inside its closure: not reported.
    private let bioLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    // Lazy property whose configuration closure sets everything except the flag.
    private lazy var followButton: UIButton = { // expect: missing_translates_autoresizing
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
        return button
    }()

    // The stack view itself needs the flag even though its arranged subviews do not.
    private lazy var statsStack = UIStackView(arrangedSubviews: [postsLabel, followersLabel]) // expect: missing_translates_autoresizing
    private let postsLabel = UILabel()
    private let followersLabel = UILabel()

    // A project subclass of UIView, created in code.
    private let ratingView = RatingStarsView() // expect: missing_translates_autoresizing

    // Pinned only by constraints written from the superview's side.
    private let footnoteLabel = UILabel() // expect: missing_translates_autoresizing

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setupHierarchy()
        setupLayout()
    }

    private func setupHierarchy() {
        view.addSubview(avatarImageView)
        view.addSubview(self.nameLabel)
        view.addSubview(bioLabel)
        view.addSubview(followButton)
        view.addSubview(statsStack)
        view.addSubview(ratingView)
        view.addSubview(footnoteLabel)
    }

    private func setupLayout() {
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            avatarImageView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
            avatarImageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 96),
            avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),

            self.nameLabel.topAnchor.constraint(equalTo: self.avatarImageView.bottomAnchor, constant: 12),
            self.nameLabel.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),

            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            bioLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            bioLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),

            followButton.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 16),
            followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),

            statsStack.topAnchor.constraint(equalTo: followButton.bottomAnchor, constant: 16),
            statsStack.centerXAnchor.constraint(equalTo: view.centerXAnchor),

            ratingView.topAnchor.constraint(equalTo: statsStack.bottomAnchor, constant: 12),
            ratingView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])

        NSLayoutConstraint.activate([
            guide.bottomAnchor.constraint(equalTo: footnoteLabel.bottomAnchor, constant: 12),
            view.centerXAnchor.constraint(equalTo: footnoteLabel.centerXAnchor),
        ])
    }

    @objc private func followTapped() {}
}

final class OrderSummaryCell: UITableViewCell {
    static let reuseIdentifier = "OrderSummaryCell"

    // Added and constrained in an extension of the cell further down.
    private let priceLabel = UILabel() // expect: missing_translates_autoresizing

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        buildContent()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func buildContent() {
        // A local created with a frame initializer and then pinned with anchors.
        let separator = UIView(frame: .zero) // expect: missing_translates_autoresizing
        separator.backgroundColor = .separator
        contentView.addSubview(separator)

        // Multi-line constraint calls.
        NSLayoutConstraint.activate([
            separator.leadingAnchor.constraint(
                equalTo: contentView.leadingAnchor,
                constant: 16
            ),
            separator.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ])

        contentView.addSubview(priceLabel)
        pinPriceLabel()
    }
}

extension OrderSummaryCell {
    func pinPriceLabel() {
        priceLabel.font = .preferredFont(forTextStyle: .headline)
        NSLayoutConstraint.activate([
            priceLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            priceLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
}

final class PromoBannerView: UIView {
    // A card inside the banner; the title label is nested inside it.
    private let cardView = UIView() // expect: missing_translates_autoresizing

    override init(frame: CGRect) {
        super.init(frame: frame)
        addCard()
        addTitle()
        addBadge()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func addCard() {
        addSubview(cardView)
        NSLayoutConstraint.activate([
            cardView.topAnchor.constraint(equalTo: topAnchor),
            cardView.leadingAnchor.constraint(equalTo: leadingAnchor),
            cardView.trailingAnchor.constraint(equalTo: trailingAnchor),
            cardView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    private func addTitle() {
        // This local is prepared, so it is fine.
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Summer sale"
        cardView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: 12),
            label.centerYAnchor.constraint(equalTo: cardView.centerYAnchor),
        ])
    }

    private func addBadge() {
        // Same local name in another function: a different view, never prepared.
        let label = UILabel() // expect: missing_translates_autoresizing
        label.text = "NEW"
        cardView.insertSubview(label, at: 0)
        label.trailingAnchor.constraint(equalTo: cardView.trailingAnchor, constant: -12).isActive = true
        label.centerYAnchor.constraint(equalTo: cardView.centerYAnchor).isActive = true
    }
}
