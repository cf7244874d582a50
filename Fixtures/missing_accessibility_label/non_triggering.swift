import SwiftUI
import UIKit

// Near-misses: buttons with titles, Label, an explicit accessibility label (on
// the image, the button or a container), decorative or hidden images, custom
// label views, and UIKit buttons with a title, a label, a primary action or a
// system type, or handed to code that may label them.

struct Toolbar: View {
    var action: () -> Void = {}

    var body: some View {
        HStack {
            Button("Save", action: action)
            Button("Share", systemImage: "square.and.arrow.up", action: action)
            Button(action: action) {
                Label("Delete", systemImage: "trash")
            }
            .labelStyle(.iconOnly)
            Button(action: action) {
                Image(systemName: "star")
                    .accessibilityLabel("Favorite")
            }
            Button(action: action) {
                Image(systemName: "bell")
            }
            .accessibilityLabel("Notifications")
            Button(action: action) {
                HStack {
                    Image(systemName: "plus")
                    Text("Add")
                }
            }
            Button(action: action) {
                Image(decorative: "divider")
            }
            Button(action: action) {
                Image(systemName: "sparkles")
            }
            .accessibilityHidden(true)
            Button(action: action) {
                AvatarView()
            }
        }
        .accessibilityElement(children: .contain)
    }
}

struct LabelledRow: View {
    var action: () -> Void = {}

    var body: some View {
        VStack {
            Button(action: action) {
                Image(systemName: "gear")
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Settings")
    }
}

struct AvatarView: View {
    var body: some View { Circle() }
}

final class CardViewController: UIViewController {
    private let likeButton = UIButton(type: .system)
    private let moreButton = UIButton(type: .system)
    private let infoButton = UIButton(type: .infoLight)
    private let titledButton = UIButton(type: .system)
    private let handedOff = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        likeButton.setImage(UIImage(systemName: "heart"), for: .normal)
        likeButton.accessibilityLabel = "Like"
        moreButton.setImage(UIImage(systemName: "ellipsis"), for: .normal)
        moreButton.configuration?.title = "More"
        titledButton.setImage(UIImage(systemName: "plus"), for: .normal)
        titledButton.setTitle("Add", for: .normal)
        handedOff.setImage(UIImage(systemName: "bookmark"), for: .normal)
        style(handedOff)
        [likeButton, moreButton, infoButton, titledButton].forEach { view.addSubview($0) }

        let action = UIAction(title: "Refresh", image: UIImage(systemName: "arrow.clockwise")) { _ in }
        let refresh = UIButton(type: .system, primaryAction: action)
        view.addSubview(refresh)

        var config = UIButton.Configuration.filled()
        config.image = UIImage(systemName: "cart")
        config.title = "Buy"
        let buy = UIButton(configuration: config)
        view.addSubview(buy)

        // No image at all.
        let plain = UIButton(type: .system)
        plain.backgroundColor = .red
        view.addSubview(plain)
    }

    private func style(_ button: UIButton) {
        button.accessibilityLabel = "Bookmark"
    }
}

// Sample UI in previews.
#Preview {
    Button(action: {}) {
        Image(systemName: "xmark")
    }
}

struct ToolbarPreviews: PreviewProvider {
    static var previews: some View {
        Button(action: {}) { Image(systemName: "plus") }
    }
}

// Help text on the button is its accessibility hint.
struct SplitButtons: View {
    var split: () -> Void = {}

    var body: some View {
        Button(action: split) {
            Image(systemName: "square.split.2x1")
        }
        .help("Split the editor")
    }
}

// The stepper itself is the accessibility element (adjustable); VoiceOver never
// visits its buttons.
final class QuantityStepper: UIView {
    private let minus = UIButton(type: .custom)
    private let plus = UIButton(type: .custom)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        minus.setImage(UIImage(named: "minus"), for: .normal)
        plus.setImage(UIImage(named: "plus"), for: .normal)
        addSubview(minus)
        addSubview(plus)
    }

    required init?(coder: NSCoder) { fatalError() }
}

// A factory returns the button: the caller may label it.
final class ButtonFactory {
    func makeCloseButton() -> UIButton {
        var config = UIButton.Configuration.plain()
        config.image = UIImage(systemName: "xmark")
        let close = UIButton(configuration: config)
        return close
    }
}

// Standard action symbols: their built-in VoiceOver label names the action.
struct SheetHeader: View {
    var close: () -> Void = {}
    var isPlaying = false

    var body: some View {
        HStack {
            Button(action: close) { Image(systemName: "xmark.circle.fill") }
            Button(action: close) { Image(systemName: "trash") }
            Button(action: close) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
            Button(action: close) { Image(systemSymbol: .squareAndArrowUp) }
        }
    }
}

// The button style draws the title under the icon.
struct SupportCard: View {
    var body: some View {
        Button(action: {}) {
            Image(systemName: "star")
        }
        .buttonStyle(CardButtonStyle(title: "Leave a review"))
    }
}

struct CardButtonStyle: ButtonStyle {
    let title: String
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.label; Text(title) }
    }
}

struct LegacyLabelled: View {
    var action: () -> Void = {}

    var body: some View {
        VStack {
            Button(action: action) {
                Image("close-glyph")
            }
            .accessibility(label: Text("Close"))
            Button(action: action) {
                Image("decoration")
            }
            .accessibility(hidden: true)
        }
    }
}
