import UIKit

// Near-misses: every view below either is not created in code, is not pinned with
// anchors, is never added as a subview, or gets the flag turned off somewhere the
// rule can see (the declaration, a helper, a loop, a subclass, an extension).

extension UIView {
    // Project helper: callers never write the flag themselves.
    func prepareForAutoLayout() {
        translatesAutoresizingMaskIntoConstraints = false
    }

    // Adds several subviews and prepares them for Auto Layout in one go.
    func addSubviewsForAutoLayout(_ views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }

    // Pins the receiver to another view's edges, turning the flag off first.
    func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            other.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
            other.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
        ])
    }
}

// A label subclass that prepares itself for Auto Layout in its initializer.
final class PillLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        layer.cornerRadius = 10
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// A property wrapper that turns the flag off when the view is assigned.
@propertyWrapper
struct AutoLayout<View: UIView> {
    var wrappedValue: View {
        didSet { wrappedValue.translatesAutoresizingMaskIntoConstraints = false }
    }

    init(wrappedValue: View) {
        self.wrappedValue = wrappedValue
        wrappedValue.translatesAutoresizingMaskIntoConstraints = false
    }
}

final class CheckoutViewController: UIViewController {
    // Outlets come from the storyboard; Interface Builder owns their flag.
    @IBOutlet private weak var totalLabel: UILabel!
    @IBOutlet private weak var payButton: UIButton!

    // Flag set in the lazy closure.
    private lazy var summaryLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        return label
    }()

    // Flag set through the property wrapper.
    @AutoLayout private var couponField = UITextField()

    // Prepared by the project helper in configureViews().
    private let legalLabel = UILabel()

    // Prepared by a forEach over a literal array.
    private let shippingLabel = UILabel()
    private let taxLabel = UILabel()

    // Prepared by a for-in loop over a literal array.
    private let dividerTop = UIView()
    private let dividerBottom = UIView()

    // Prepared in an extension of this controller.
    private let promoBanner = UIView()

    // A subclass that prepares itself.
    private let statusPill = PillLabel()

    // Prepared with explicit self in a different method from the one that pins it.
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        // The controller's root view is never created here, only used as an anchor.
        view.backgroundColor = .systemGroupedBackground
        configureViews()
        preparePromoBanner()
        layoutViews()
    }

    private func configureViews() {
        legalLabel.prepareForAutoLayout()
        [shippingLabel, taxLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        for divider in [dividerTop, dividerBottom] {
            divider.translatesAutoresizingMaskIntoConstraints = false
            divider.backgroundColor = .separator
        }
        self.spinner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryLabel)
        view.addSubview(couponField)
        view.addSubview(legalLabel)
        view.addSubview(shippingLabel)
        view.addSubview(taxLabel)
        view.addSubview(dividerTop)
        view.addSubview(dividerBottom)
        view.addSubview(promoBanner)
        view.addSubview(statusPill)
        view.addSubview(spinner)
    }

    private func layoutViews() {
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            totalLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            payButton.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            summaryLabel.topAnchor.constraint(equalTo: totalLabel.bottomAnchor, constant: 8),
            summaryLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            couponField.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 8),
            couponField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            legalLabel.bottomAnchor.constraint(equalTo: payButton.topAnchor, constant: -8),
            shippingLabel.topAnchor.constraint(equalTo: couponField.bottomAnchor, constant: 8),
            taxLabel.topAnchor.constraint(equalTo: shippingLabel.bottomAnchor, constant: 4),
            dividerTop.heightAnchor.constraint(equalToConstant: 1),
            dividerBottom.heightAnchor.constraint(equalToConstant: 1),
            promoBanner.heightAnchor.constraint(equalToConstant: 64),
            statusPill.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

extension CheckoutViewController {
    func preparePromoBanner() {
        promoBanner.translatesAutoresizingMaskIntoConstraints = false
        promoBanner.backgroundColor = .systemYellow
    }
}

final class ContactCardView: UIView {
    // Arranged subviews only: the stack view turns their flag off itself, even
    // when they carry size constraints.
    private let iconView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    private let nameLabel = UILabel()
    private let phoneLabel = UILabel()
    private lazy var textStack = UIStackView(arrangedSubviews: [nameLabel, phoneLabel])
    private let rowStack = UIStackView()

    // Laid out by frames only: added as a subview, never pinned.
    private let accentBar = UIView()

    // Helper that pins and prepares in one call.
    private let backgroundCard = UIView()

    // A layout guide is created and constrained in code but has no such flag.
    private let contentGuide = UILayoutGuide()

    override init(frame: CGRect) {
        super.init(frame: frame)
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        rowStack.axis = .horizontal
        rowStack.spacing = 12
        textStack.axis = .vertical
        rowStack.addArrangedSubview(iconView)
        rowStack.addArrangedSubview(textStack)

        addSubview(backgroundCard)
        backgroundCard.pinEdges(to: self)
        addSubview(rowStack)
        addSubview(accentBar)
        addLayoutGuide(contentGuide)

        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 40),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            contentGuide.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            contentGuide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            rowStack.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            rowStack.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        accentBar.frame = CGRect(x: 0, y: 0, width: 4, height: bounds.height)
    }
}
