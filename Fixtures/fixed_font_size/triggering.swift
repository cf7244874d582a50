import UIKit

// Labels given a fixed point size that never scale with Dynamic Type (no
// adjustsFontForContentSizeCategory, no UIFontMetrics). One finding per font
// assignment, pointing at the first fixed-size font call in it.

final class WeatherViewController: UIViewController {
    private let temperatureLabel = UILabel()
    private let cityLabel = UILabel()

    // Custom font in a lazy closure, with a fixed fallback on the same line.
    private lazy var conditionLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont(name: "AvenirNext-DemiBold", size: 17) ?? .systemFont(ofSize: 17) // expect: fixed_font_size
        label.numberOfLines = 0
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Implicit member.
        cityLabel.font = .systemFont(ofSize: 15) // expect: fixed_font_size
        // Explicit self and type, with a weight.
        self.temperatureLabel.font = UIFont.systemFont(ofSize: 64, weight: .thin) // expect: fixed_font_size
        view.addSubview(cityLabel)
        view.addSubview(temperatureLabel)
        view.addSubview(conditionLabel)
        addFootnote()
    }

    // A local label in a helper, multi-line initializer.
    private func addFootnote() {
        let footnote = UILabel()
        footnote.font = UIFont( // expect: fixed_font_size
            name: "Georgia-Italic",
            size: 12
        )
        footnote.text = "Data from the national weather service"
        view.addSubview(footnote)
    }
}

// A label subclass with a fixed size (implicit self).
final class CaptionLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .boldSystemFont(ofSize: 11) // expect: fixed_font_size
        textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// A cell configured in an extension.
final class ForecastCell: UITableViewCell {
    let dayLabel = UILabel()
    let rangeLabel = UILabel()
}

extension ForecastCell {
    func applyTypography() {
        dayLabel.font = UIFont.systemFont(ofSize: 17, weight: .medium) // expect: fixed_font_size
        rangeLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular) // expect: fixed_font_size
    }
}
