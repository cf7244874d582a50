import UIKit

// Priority changes that cross the required (1000) boundary on a constraint that is
// already installed: UIKit throws "Mutating a priority from required to not on an
// installed constraint (or vice-versa) is not supported".

final class ExpandableTextCell: UITableViewCell {
    private let bodyLabel = UILabel()
    private var collapsedHeight: NSLayoutConstraint!
    private var bottomPin: NSLayoutConstraint?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bodyLabel)

        collapsedHeight = bodyLabel.heightAnchor.constraint(lessThanOrEqualToConstant: 60)
        collapsedHeight.priority = .defaultHigh
        bottomPin = bodyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
        bottomPin?.priority = .defaultLow
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            bodyLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            collapsedHeight,
            bottomPin!,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Non-required to required at runtime, implicit self.
    func setCollapsed(_ collapsed: Bool) {
        collapsedHeight.priority = collapsed ? .required : .defaultLow // expect: required_priority_change
    }

    // Optional chaining, explicit self.
    func pinToBottom() {
        self.bottomPin?.priority = .required // expect: required_priority_change
    }
}

final class MapOverlayViewController: UIViewController {
    private let sheetView = UIView()
    // Created without a priority, so it is required once activated.
    private var sheetHeight: NSLayoutConstraint!
    // Lazy constraint, also required by default.
    private lazy var sheetWidth = sheetView.widthAnchor.constraint(equalToConstant: 375)
    private var sheetTop: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        sheetView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sheetView)
        sheetHeight = sheetView.heightAnchor.constraint(equalToConstant: 240)
        sheetTop = sheetView.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor)
        sheetTop?.priority = UILayoutPriority(750)
        NSLayoutConstraint.activate([
            sheetView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            sheetView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            sheetHeight,
            sheetWidth,
            sheetTop!,
        ])
    }

    // Required to non-required at runtime: the "from" direction.
    @objc func sheetDragged(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .began {
            sheetHeight.priority = .defaultLow // expect: required_priority_change
        }
    }

    // The raw 1000 spelled out, in an animation block.
    func expandSheet() {
        UIView.animate(withDuration: 0.25) {
            self.sheetTop?.priority = UILayoutPriority(rawValue: 1000) // expect: required_priority_change
            self.view.layoutIfNeeded()
        }
    }

    // Activated above, then lowered in the same function.
    func addFloatingButton(_ button: UIButton) {
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        let trailing = button.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16)
        trailing.isActive = true
        button.bottomAnchor.constraint(equalTo: sheetView.topAnchor, constant: -16).isActive = true
        trailing.priority = .defaultHigh // expect: required_priority_change
    }
}

extension MapOverlayViewController {
    // Extension of the same type, the numeric initializer and a type-qualified member.
    func lockWidth(_ locked: Bool) {
        if locked {
            sheetWidth.priority = UILayoutPriority(1000) // expect: required_priority_change
        } else {
            sheetWidth.priority = UILayoutPriority.required // expect: required_priority_change
        }
    }
}
