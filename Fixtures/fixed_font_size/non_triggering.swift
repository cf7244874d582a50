import SwiftUI
import UIKit

// Near-misses: text styles, fixed sizes scaled through UIFontMetrics, a project
// font helper that scales, fonts that are not set on labels, and SwiftUI fonts.

extension UIFont {
    // Project helper: the brand font, scaled for Dynamic Type.
    static func brand(_ style: UIFont.TextStyle, size: CGFloat) -> UIFont {
        let base = UIFont(name: "AvenirNext-Regular", size: size) ?? .systemFont(ofSize: size)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
    }
}

final class RecipeDetailViewController: UIViewController {
    private let titleLabel = UILabel()
    private let stepsLabel = UILabel()
    private let servingsLabel = UILabel()
    private let chefLabel = UILabel()
    private let searchField = UITextField()

    // Scaled custom font in a lazy closure.
    private lazy var subtitleLabel: UILabel = {
        let label = UILabel()
        let custom = UIFont(name: "Georgia", size: 15) ?? .preferredFont(forTextStyle: .subheadline)
        label.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: custom)
        label.adjustsFontForContentSizeCategory = true
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Text styles.
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.adjustsFontForContentSizeCategory = true
        self.stepsLabel.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)

        // A fixed size scaled through UIFontMetrics, with a maximum.
        servingsLabel.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15, weight: .semibold), maximumPointSize: 28)
        servingsLabel.adjustsFontForContentSizeCategory = true

        // The project helper scales.
        chefLabel.font = .brand(.footnote, size: 13)
        chefLabel.adjustsFontForContentSizeCategory = true

        // Not labels: a text field, navigation bar attributes, an attributed string
        // and a symbol configuration.
        searchField.font = .systemFont(ofSize: 16)
        navigationController?.navigationBar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
        let badge = NSAttributedString(string: "NEW", attributes: [.font: UIFont.boldSystemFont(ofSize: 10)])
        print(badge.length)
        let symbolConfig = UIImage.SymbolConfiguration(pointSize: 20, weight: .medium)
        _ = UIImage(systemName: "timer", withConfiguration: symbolConfig)

        [titleLabel, stepsLabel, servingsLabel, chefLabel, subtitleLabel].forEach(view.addSubview)
    }

    // "label.font = .systemFont(ofSize: 15)" ignores the user's text size.
    func typographyNote() -> String {
        "Avoid UIFont.systemFont(ofSize:) on labels; use preferredFont(forTextStyle:)"
    }
}

// SwiftUI fonts are out of scope for this UIKit rule.
struct ServingsBadge: View {
    let count: Int

    var body: some View {
        Text("\(count) servings")
            .font(.system(size: 13, weight: .semibold))
    }
}
