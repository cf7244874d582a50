import UIKit

// Near-misses: priorities set before activation, runtime changes that stay below
// 1000 (the 999 pattern), hugging/compression priorities, reads and comparisons,
// and `priority` properties of things that are not constraints.

final class BannerContainerView: UIView {
    private let bannerLabel = UILabel()
    private let closeButton = UIButton(type: .close)
    // 999 instead of required, so it may be lowered and raised later.
    private var bannerHeight: NSLayoutConstraint!
    private var labelTrailing: NSLayoutConstraint!
    var isExpanded = false { didSet { applyExpansion() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        bannerLabel.translatesAutoresizingMaskIntoConstraints = false
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bannerLabel)
        addSubview(closeButton)

        // Priority set before activation, including required.
        bannerHeight = heightAnchor.constraint(equalToConstant: 56)
        bannerHeight.priority = UILayoutPriority(999)
        labelTrailing = bannerLabel.trailingAnchor.constraint(equalTo: closeButton.leadingAnchor, constant: -8)
        labelTrailing.priority = .required
        let minimumWidth = widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
        minimumWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([bannerHeight, labelTrailing, minimumWidth])

        // Content priorities are not constraint priorities.
        bannerLabel.setContentHuggingPriority(.required, for: .vertical)
        bannerLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        closeButton.setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Runtime changes between non-required values.
    private func applyExpansion() {
        bannerHeight.priority = isExpanded ? .defaultLow : UILayoutPriority(999)
        self.bannerHeight.priority = .required - 1
    }

    // Reading and comparing is not changing.
    func describePriorities() -> String {
        if labelTrailing.priority == .required {
            return "label trailing is required"
        }
        return "priority \(bannerHeight.priority.rawValue) of \(UILayoutPriority.required.rawValue)"
    }
}

final class SearchResultsViewController: UIViewController {
    // From the storyboard: its priority is configured there and is not visible here.
    @IBOutlet private weak var emptyStateTop: NSLayoutConstraint!
    private let resultsView = UIView()
    private var resultsBottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        resultsView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(resultsView)

        // Created, given a priority, and only then activated, with optional chaining.
        resultsBottom = resultsView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
        resultsBottom?.priority = .defaultHigh
        resultsBottom?.isActive = true
    }

    func keyboardLayoutChanged(compact: Bool) {
        resultsBottom?.priority = compact ? .defaultLow : .defaultHigh
        emptyStateTop.priority = .defaultLow
    }

    // A fresh constraint configured before activation every time it is built.
    func makeBadgeConstraint(for badge: UIView) -> NSLayoutConstraint {
        let constraint = badge.widthAnchor.constraint(equalToConstant: 24)
        constraint.priority = .required
        constraint.identifier = "badge.width"
        return constraint
    }
}

// Unrelated `priority` properties.
enum FieldRequirement {
    case required
    case optional
}

struct FormField {
    var title: String
    var priority: FieldRequirement
}

final class SignUpFormModel {
    private var fields: [FormField] = []
    private let queue = OperationQueue()

    func markEmailRequired() {
        for index in fields.indices where fields[index].title == "Email" {
            fields[index].priority = .required
        }
        let operation = BlockOperation { print("validate") }
        operation.queuePriority = .high
        queue.addOperation(operation)
        Task(priority: .userInitiated) { print("prefetch") }
    }

    // "constraint.priority = .required" in a comment and a string is only text.
    let hint = "heightConstraint.priority = .required crashes on an installed constraint"
}

// Created in one method, configured and activated in another: the priority is set before
// the constraint is installed.
final class CaptionOverlayView: UIView {
    private let captionLabel = UILabel()
    private var captionBottom: NSLayoutConstraint!

    func makeConstraints() {
        captionBottom = captionLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)
    }

    func installConstraints(pinned: Bool) {
        captionBottom.priority = pinned ? .required : .defaultLow
        captionBottom.isActive = true
    }
}
