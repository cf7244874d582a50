import UIKit

// Near-misses: registerForTraitChanges, overrides that only act on systems before
// iOS 17 (the fallback next to a registration), overrides marked as old-system
// code with @available, same-named methods that are not UIKit overrides, and calls
// through super.

final class StatusPillView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (pill: StatusPillView, _: UITraitCollection) in
                pill.updateBorder()
            }
        }
        updateBorder()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Fallback for iOS 16 and earlier; iOS 17 uses the registration above.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0) {
            updateBorder()
        }
    }

    private func updateBorder() {
        layer.borderColor = UIColor.separator.cgColor
    }
}

final class ThemeAwareViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self], action: #selector(contentSizeChanged))
    }

    @objc private func contentSizeChanged() {
        view.setNeedsLayout()
    }
}

final class LegacyChartView: UIView {
    // Fallback whose new-system branch returns early.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard #unavailable(iOS 17) else { return }
        setNeedsDisplay()
    }
}

final class LegacyBannerView: UIView {
    // Marked as code for older systems.
    @available(iOS, deprecated: 17.0)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        backgroundColor = .secondarySystemBackground
    }
}

// A project protocol and a presenter with the same method name.
protocol TraitObserving: AnyObject {
    func traitCollectionDidChange(_ previous: UITraitCollection?)
}

final class ThemePresenter: TraitObserving {
    func traitCollectionDidChange(_ previous: UITraitCollection?) {
        print("theme may have changed")
    }
}

// "override func traitCollectionDidChange(_:)" is deprecated in iOS 17.
let traitHint = "Replace traitCollectionDidChange with registerForTraitChanges"

final class ProgressRingView: UIView {
    // The new-system branch leaves at once; the rest is the pre-iOS 17 path.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #available(iOS 17.0, *) { return }
        layer.borderColor = UIColor.tintColor.cgColor
    }
}

final class SyncBadgeView: UIView {
    // Only the else branch acts, on systems before iOS 17.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #available(iOS 17.0, *) {
        } else {
            layer.borderColor = UIColor.separator.cgColor
        }
    }
}
