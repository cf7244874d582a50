import UIKit

// Near-misses around frame-based layout: a container positioned by its frame and
// autoresizing mask whose anchors only serve as targets for its own (prepared)
// subviews, a root view created in loadView, a title view that is never added
// with addSubview, and the pattern spelled out in a comment and a string.

final class LegacyReceiptViewController: UIViewController {
    // A frame-based container resized by its autoresizing mask; only its subviews
    // use Auto Layout, and they are prepared by the variadic helper.
    private let receiptContainer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    private let storeLabel = UILabel()
    private let dateLabel = UILabel()

    override func loadView() {
        // The root view is created in code but is never a subview of anything here.
        let root = UIView()
        root.backgroundColor = .systemBackground
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        receiptContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        receiptContainer.frame = view.bounds
        view.addSubview(receiptContainer)
        receiptContainer.addSubviewsForAutoLayout(storeLabel, dateLabel)
        NSLayoutConstraint.activate([
            storeLabel.topAnchor.constraint(equalTo: receiptContainer.topAnchor, constant: 20),
            storeLabel.centerXAnchor.constraint(equalTo: receiptContainer.centerXAnchor),
            dateLabel.topAnchor.constraint(equalTo: storeLabel.bottomAnchor, constant: 4),
            dateLabel.centerXAnchor.constraint(equalTo: receiptContainer.centerXAnchor),
        ])

        // A title view is sized with constraints but never added with addSubview.
        let titleStack = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
        titleStack.widthAnchor.constraint(lessThanOrEqualToConstant: 220).isActive = true
        navigationItem.titleView = titleStack

        // Mentions only: "let badge = UILabel(); view.addSubview(badge)" and
        // badge.topAnchor.constraint(equalTo: view.topAnchor) in a comment.
        let hint = "let badge = UILabel(); view.addSubview(badge); badge.topAnchor.constraint(equalTo: view.topAnchor)"
        print(hint)
    }
}
