import UIKit

// Functions that activate two or more freshly created constraints one by one with
// `.isActive = true`. One finding per function, on the `isActive` of the first
// inline activation.

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

final class OnboardingViewController: UIViewController {
    private let logoView = UIImageView(image: UIImage(named: "logo"))
    private let continueButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        [logoView, continueButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }

        // Implicit self, one constraint per statement.
        logoView.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true // expect: individual_constraint_activation
        logoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 48).isActive = true
        logoView.widthAnchor.constraint(equalToConstant: 120).isActive = true
        logoView.heightAnchor.constraint(equalTo: logoView.widthAnchor).isActive = true

        continueButton.setTitle("Continue", for: .normal)
        layoutButton()
    }

    private func layoutButton() {
        // Explicit self, with a priority helper in the chain.
        self.continueButton.bottomAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.bottomAnchor, constant: -24).isActive = true // expect: individual_constraint_activation
        self.continueButton.widthAnchor.constraint(equalToConstant: 280).withPriority(.defaultHigh).isActive = true
        self.continueButton.centerXAnchor.constraint(equalTo: self.view.centerXAnchor).isActive = true
    }
}

final class MessageBubbleCell: UICollectionViewCell {
    private let bubbleView = UIView()
    private let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bubbleView.translatesAutoresizingMaskIntoConstraints = false
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubbleView)
        bubbleView.addSubview(bodyLabel)

        // Multi-line chains: the finding sits on the line of `isActive`.
        bubbleView.topAnchor
            .constraint(equalTo: contentView.topAnchor, constant: 4)
            .isActive = true // expect: individual_constraint_activation
        bubbleView.bottomAnchor
            .constraint(equalTo: contentView.bottomAnchor, constant: -4)
            .isActive = true
        bodyLabel.leadingAnchor.constraint(
            equalTo: bubbleView.leadingAnchor,
            constant: 12
        ).isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class DonutChartView: UIView {
    private let valueLabel = UILabel()
    private var legendView: UIView?

    func installLegend(_ legend: UIView) {
        legend.translatesAutoresizingMaskIntoConstraints = false
        addSubview(legend)
        legendView = legend
        // Optional chaining on a stored optional view, then the old item/attribute API.
        legendView?.topAnchor.constraint(equalTo: bottomAnchor, constant: 8).isActive = true // expect: individual_constraint_activation
        NSLayoutConstraint(
            item: legend,
            attribute: .centerX,
            relatedBy: .equal,
            toItem: self,
            attribute: .centerX,
            multiplier: 1,
            constant: 0
        ).isActive = true
    }
}

extension DonutChartView {
    // Extension of the same type: two inline activations.
    func centerValueLabel() {
        valueLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(valueLabel)
        valueLabel.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true // expect: individual_constraint_activation
        valueLabel.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }
}
