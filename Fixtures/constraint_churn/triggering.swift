import UIKit

// Constraint churn: constraints thrown away and rebuilt in one function, or new
// anchor constraints created in a callback that runs again and again.
// One finding per function: on the removal call when the function removes and
// re-creates, otherwise on the first anchor constraint created in the callback
// (or on the call of the type's own helper that creates them).

final class PlayerControlsView: UIView {
    private let playButton = UIButton(type: .system)
    private let scrubber = UISlider()
    private var layoutConstraints: [NSLayoutConstraint] = []
    var isCompact = false { didSet { setNeedsUpdateConstraints() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        [playButton, scrubber].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Deactivate, rebuild and activate on every constraint pass.
    override func updateConstraints() {
        NSLayoutConstraint.deactivate(layoutConstraints) // expect: constraint_churn
        layoutConstraints = [
            playButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: isCompact ? 8 : 16),
            playButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            scrubber.leadingAnchor.constraint(equalTo: playButton.trailingAnchor, constant: 12),
            scrubber.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        ]
        NSLayoutConstraint.activate(layoutConstraints)
        super.updateConstraints()
    }
}

final class AvatarView: UIView {
    private let imageView = UIImageView()

    // New constraints on every layout pass, with implicit self.
    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalTo: widthAnchor), // expect: constraint_churn
            imageView.heightAnchor.constraint(equalTo: heightAnchor),
        ])
        layer.cornerRadius = bounds.width / 2
    }

    // removeConstraints followed by fresh anchors in an ordinary method.
    func resize(to side: CGFloat) {
        self.removeConstraints(self.constraints) // expect: constraint_churn
        widthAnchor.constraint(equalToConstant: side).isActive = true
        heightAnchor.constraint(equalToConstant: side).isActive = true
    }
}

final class ArticleViewController: UIViewController {
    private let headerImageView = UIImageView()
    private let bodyTextView = UITextView()
    private var headerHeight: NSLayoutConstraint?
    private var readingConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        headerImageView.translatesAutoresizingMaskIntoConstraints = false
        bodyTextView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerImageView)
        view.addSubview(bodyTextView)
    }

    // Layout built on every appearance, through the controller's own helper.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installBodyConstraints() // expect: constraint_churn
    }

    // New constraints after every layout pass, written with explicit self.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        self.headerHeight = self.headerImageView.heightAnchor.constraint( // expect: constraint_churn
            equalTo: self.view.widthAnchor,
            multiplier: 9.0 / 16.0
        )
        self.headerHeight?.isActive = true
    }

    private func installBodyConstraints() {
        NSLayoutConstraint.activate([
            bodyTextView.topAnchor.constraint(equalTo: headerImageView.bottomAnchor),
            bodyTextView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bodyTextView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bodyTextView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

extension ArticleViewController {
    // Extension of the same type: drops the single removed constraint and adds new ones.
    func switchToReadingMode() {
        if let headerHeight {
            headerImageView.removeConstraint(headerHeight) // expect: constraint_churn
        }
        readingConstraints = [
            headerImageView.heightAnchor.constraint(equalToConstant: 0),
            bodyTextView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(readingConstraints)
    }
}

// A new constraint activated on every layout pass and never stored; the else branch
// deactivates yet another new constraint, which does nothing.
final class TranscriptOverlayView: UIView {
    private let textView = UITextView()
    var maxHeight: CGFloat = 120

    override func layoutSubviews() {
        super.layoutSubviews()
        if textView.contentSize.height > maxHeight {
            textView.heightAnchor.constraint(equalToConstant: maxHeight).isActive = true // expect: constraint_churn
        } else {
            textView.heightAnchor.constraint(equalToConstant: maxHeight).isActive = false
        }
    }
}

// Rebuilt each time the cell is configured: not a once-per-change rebuild.
final class ShowHeaderCell: UITableViewCell {
    private let summaryView = UIView()
    private var bottomConstraint: NSLayoutConstraint?
    var isExpanded = false {
        didSet { relayout() }
    }

    func configure(expanded: Bool) {
        isExpanded = expanded
        relayout()
    }

    private func relayout() {
        if let bottomConstraint {
            contentView.removeConstraint(bottomConstraint) // expect: constraint_churn
        }
        let constraint = summaryView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: isExpanded ? -16 : 0)
        contentView.addConstraint(constraint)
        bottomConstraint = constraint
    }
}
