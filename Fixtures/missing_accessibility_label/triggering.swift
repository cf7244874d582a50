import SwiftUI
import UIKit

// Image-only buttons that VoiceOver cannot name.

struct PlayerControls: View {
    var onPlay: () -> Void = {}
    var onShare: () -> Void = {}
    var isMuted = false
    var renderedIcon = UIImage()

    var body: some View {
        HStack {
            Button(action: onPlay) { // expect: missing_accessibility_label
                Image(systemName: "goforward.15")
                    .font(.title)
            }
            Button { // expect: missing_accessibility_label
                onShare()
            } label: {
                Image("share-icon")
                    .resizable()
                    .frame(width: 24, height: 24)
            }
            .buttonStyle(.plain)
            Button(action: onPlay, label: { Image(systemName: "slider.horizontal.3") }) // expect: missing_accessibility_label
            // A symbol chosen at run time.
            Button(action: onPlay) { Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2") } // expect: missing_accessibility_label
            Button(action: onShare) { Image(uiImage: renderedIcon) } // expect: missing_accessibility_label
        }
    }
}

final class ComposerViewController: UIViewController {
    private let attachButton = UIButton(type: .system) // expect: missing_accessibility_label

    private lazy var sendButton: UIButton = {
        let button = UIButton(type: .custom) // expect: missing_accessibility_label
        button.setImage(UIImage(systemName: "paperplane.fill"), for: .normal)
        button.addTarget(self, action: #selector(send), for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        attachButton.setImage(UIImage(named: "paperclip"), for: .normal)
        view.addSubview(attachButton)
        view.addSubview(sendButton)

        var config = UIButton.Configuration.plain()
        config.image = UIImage(systemName: "mic")
        let micButton = UIButton(configuration: config) // expect: missing_accessibility_label
        view.addSubview(micButton)

        let closeButton = UIButton.systemButton(with: UIImage(systemName: "xmark")!, target: self, action: #selector(close)) // expect: missing_accessibility_label
        view.addSubview(closeButton)
    }

    @objc private func send() {}
    @objc private func close() {}
}

// The deprecated `.accessibility(…)` labels only with `label:` (or hides with `hidden:`).
struct LegacyModifiers: View {
    var onClose: () -> Void = {}

    var body: some View {
        Button(action: onClose) { // expect: missing_accessibility_label
            Image("close-glyph")
        }
        .accessibility(identifier: "close")
    }
}
