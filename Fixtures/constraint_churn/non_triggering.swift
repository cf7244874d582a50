import UIKit

// Near-misses: constraints created once and then toggled or adjusted, swaps between
// precomputed sets, guarded one-shot setup, and removal without re-creation.

final class ComposerToolbarView: UIView {
    private let sendButton = UIButton(type: .system)
    private let textView = UITextView()
    private var textHeight: NSLayoutConstraint!
    private var didSetupConstraints = false
    var preferredTextHeight: CGFloat = 36 { didSet { setNeedsUpdateConstraints() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(sendButton)
        addSubview(textView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // The classic once-flag: constraints are created on the first pass only, later
    // passes only adjust a constant.
    override func updateConstraints() {
        if !didSetupConstraints {
            textHeight = textView.heightAnchor.constraint(equalToConstant: preferredTextHeight)
            NSLayoutConstraint.activate([
                textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                textView.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
                sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                textHeight,
            ])
            didSetupConstraints = true
        }
        textHeight.constant = preferredTextHeight
        super.updateConstraints()
    }

    // Layout pass that only touches layer geometry.
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
}

final class GalleryViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let infoPanel = UIView()
    private var portraitConstraints: [NSLayoutConstraint] = []
    private var landscapeConstraints: [NSLayoutConstraint] = []
    private var panelBottom: NSLayoutConstraint!
    private var panelHidden: NSLayoutConstraint!
    private var hasPinnedBanner = false

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        infoPanel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        view.addSubview(infoPanel)

        // Both layouts are created once, up front.
        portraitConstraints = [
            infoPanel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            infoPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: infoPanel.topAnchor),
        ]
        landscapeConstraints = [
            infoPanel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            infoPanel.widthAnchor.constraint(equalToConstant: 320),
            collectionView.trailingAnchor.constraint(equalTo: infoPanel.leadingAnchor),
        ]
        panelBottom = infoPanel.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        panelHidden = infoPanel.topAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate(portraitConstraints + [panelBottom])
        installCollectionConstraints()
    }

    // Creating constraints in a helper is fine when the helper runs from viewDidLoad.
    private func installCollectionConstraints() {
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ])
    }

    // Swapping precomputed sets is a toggle, not churn.
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let isLandscape = size.width > size.height
        NSLayoutConstraint.deactivate(isLandscape ? portraitConstraints : landscapeConstraints)
        NSLayoutConstraint.activate(isLandscape ? landscapeConstraints : portraitConstraints)
    }

    // Toggling stored constraints and adjusting constants on appearance.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        panelHidden.isActive = false
        panelBottom.isActive = true
        panelBottom.constant = -view.safeAreaInsets.bottom
    }

    // A guarded one-shot constraint in a layout callback.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !hasPinnedBanner, let banner = view.viewWithTag(42) else { return }
        hasPinnedBanner = true
        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
    }

    // Deactivating without creating anything new.
    func hidePanel() {
        NSLayoutConstraint.deactivate([panelBottom])
        panelHidden.isActive = true
    }

    // Removing in one function and building in another is not the same-function pattern.
    func resetBadgeConstraints(on badge: UIView) {
        badge.removeConstraints(badge.constraints)
    }

    func layoutBadge(_ badge: UIView) {
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    // Mentions only: NSLayoutConstraint.deactivate(all) then label.topAnchor.constraint(...)
    func churnExplanation() -> String {
        "override func layoutSubviews() { label.topAnchor.constraint(equalTo: topAnchor).isActive = true }"
    }
}

// Not a view: a method that happens to be called layoutSubviews builds plain values.
final class ReceiptPrinter {
    private var lines: [String] = []

    func layoutSubviews() {
        lines.removeAll()
        lines.append("TOTAL")
    }
}
