import SwiftUI
import UIKit
import WebKit

// Representables that copy their inputs in update…, or that have no inputs.

// Inputs copied on every update.
struct ProgressRing: UIViewRepresentable {
    var progress: Float

    func makeUIView(context: Context) -> UIProgressView {
        let view = UIProgressView(progressViewStyle: .default)
        view.progress = progress
        return view
    }

    func updateUIView(_ uiView: UIProgressView, context: Context) {
        uiView.setProgress(progress, animated: true)
    }
}

// Load only when the URL differs from the one the coordinator loaded last.
struct ReaderWebView: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView { WKWebView() }

    func updateUIView(_ webView: WKWebView, context: Context) {
        guard context.coordinator.loadedURL != url else { return }
        context.coordinator.loadedURL = url
        webView.load(URLRequest(url: url))
    }

    final class Coordinator {
        var loadedURL: URL?
    }
}

// No inputs at all: an empty update is correct.
struct ActivitySpinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        return spinner
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
}

// Only @Environment values and constants the parent cannot pass: no inputs.
struct BlurBackground: UIViewRepresentable {
    @Environment(\.colorScheme) private var colorScheme
    private let cornerRadius: CGFloat = 16
    static let defaultStyle: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: Self.defaultStyle))
        view.layer.cornerRadius = cornerRadius
        view.clipsToBounds = true
        view.overrideUserInterfaceStyle = colorScheme == .dark ? .dark : .light
        return view
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

// A stored property that make… never reads: it only feeds sizeThatFits, which
// SwiftUI calls with the current value on every layout. Nothing goes stale.
struct SignatureCanvas: UIViewRepresentable {
    var preferredHeight: CGFloat

    func makeUIView(context: Context) -> UIView {
        let canvas = UIView()
        canvas.backgroundColor = .secondarySystemBackground
        return canvas
    }

    func updateUIView(_ uiView: UIView, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 320, height: preferredHeight)
    }
}

// A view controller representable that copies its input in update.
struct ShareSheet: UIViewControllerRepresentable {
    var subject: String

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.title = subject
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        uiViewController.title = subject
    }
}

// Methods that only share the name, on types that are not representables.
final class BannerPresenter {
    var message = ""

    func makeUIView() -> UILabel {
        let label = UILabel()
        label.text = message
        return label
    }

    func updateUIView(_ label: UILabel, context: Int) {}
}

protocol LegacyBridge {
    func updateUIView(_ view: UIView)
}

extension LegacyBridge {
    func updateUIView(_ view: UIView) {}
}

// The name in a comment and a string: "func updateUIView(_:context:) {}".
// func updateUIViewController(_ vc: UIViewController, context: Context) {}
let representableTemplate = "func updateUIView(_ uiView: UIView, context: Context) {}"

// Real-app shapes that stay silent.

// A share sheet: UIActivityViewController takes its items once, in its initializer, and
// offers nothing to update later (also when the type is named through a typealias).
struct ShareLinkSheet: UIViewControllerRepresentable {
    let items: [Any]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}

struct ExportSheet: UIViewControllerRepresentable {
    typealias UIViewControllerType = UIActivityViewController
    let fileURL: URL

    func makeUIViewController(context: Context) -> UIViewControllerType {
        let sheet = UIViewControllerType(activityItems: [fileURL], applicationActivities: nil)
        sheet.excludedActivityTypes = [.assignToContact]
        return sheet
    }

    func updateUIViewController(_ controller: UIViewControllerType, context: Context) {}
}

// Objects handed in by the parent: a web view owned by a view model, and a view model.
// Their identity does not change, and their own changes do not go through update….
final class SignInFlowModel {
    let webView = WKWebView()
}

struct SignInWebView: UIViewRepresentable {
    let webView: WKWebView

    func makeUIView(context: Context) -> WKWebView { webView }

    func updateUIView(_ uiView: WKWebView, context: Context) {}
}

struct SignInFlowHost: UIViewRepresentable {
    let model: SignInFlowModel

    func makeUIView(context: Context) -> UIView {
        let container = UIView()
        container.addSubview(model.webView)
        return container
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

// A custom controller that receives its inputs only through its initializer: it has no
// API to update, so an empty update… is all the representable can do.
final class ReceiptPreviewController: UIViewController {
    init(receiptID: String, allowsPrinting: Bool) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

struct ReceiptPreview: UIViewControllerRepresentable {
    let receiptID: String
    var allowsPrinting = false

    func makeUIViewController(context: Context) -> ReceiptPreviewController {
        ReceiptPreviewController(receiptID: receiptID, allowsPrinting: allowsPrinting)
    }

    func updateUIViewController(_ controller: ReceiptPreviewController, context: Context) {}
}

// One-shot effects: a burst scheduled once from make, and an emitter view of this file.
// Copying the inputs again in update must not fire the effect again.
struct CelebrationBurst: UIViewRepresentable {
    var delay: TimeInterval
    var frame: CGRect

    func makeUIView(context: Context) -> UIView {
        let host = UIView(frame: frame)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            let sparkle = UIView(frame: host.bounds)
            host.addSubview(sparkle)
            UIView.animate(withDuration: 1, animations: { sparkle.alpha = 0 }, completion: { _ in
                sparkle.removeFromSuperview()
            })
        }
        return host
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

final class SparkleView: UIView {
    private let emitter = CAEmitterLayer()

    init(tint: UIColor) {
        super.init(frame: .zero)
        emitter.emitterCells = [CAEmitterCell()]
        emitter.emitterCells?.first?.color = tint.cgColor
        layer.addSublayer(emitter)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct SparkleBurst: UIViewRepresentable {
    let tint: Color

    func makeUIView(context: Context) -> UIView {
        SparkleView(tint: UIColor(tint))
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}
