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
