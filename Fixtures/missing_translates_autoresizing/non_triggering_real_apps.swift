import UIKit

// Shapes met in real apps that must stay silent.

final class ReaderToolbarViewController: UIViewController {
    // A project view from another file whose initializer turns the flag off.
    private let unreadBadge = StepperBadgeView()

    // Constrained with SnapKit, which turns the flag off itself; its anchors are also
    // used directly further down.
    private let pageContainer = UIView()

    // Pinned with a layout-library helper (PureLayout style).
    private let footerBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(unreadBadge)
        view.addSubview(pageContainer)
        view.addSubview(footerBar)

        pageContainer.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        footerBar.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .top)

        NSLayoutConstraint.activate([
            unreadBadge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            unreadBadge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
            pageContainer.widthAnchor.constraint(lessThanOrEqualToConstant: 700),
            footerBar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

// The flag is turned off for every subview in one loop over a collection.
final class TransferSummaryCell: UITableViewCell {
    private let amountLabel = UILabel()
    private let dateLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(amountLabel)
        contentView.addSubview(dateLabel)
        contentView.subviews.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            amountLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            dateLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
