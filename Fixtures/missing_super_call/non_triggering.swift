import UIKit
import SwiftUI

// Overrides that call their own super somewhere in the body.
final class ComposeViewController: UIViewController {
    private let textView = UITextView()
    private var didAppearOnce = false

    // First statement, the ordinary case.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textView)
    }

    // After other statements.
    override func viewWillAppear(_ animated: Bool) {
        textView.isEditable = true
        navigationItem.title = "Compose"
        super.viewWillAppear(animated)
    }

    // Inside defer.
    override func viewDidAppear(_ animated: Bool) {
        defer { super.viewDidAppear(animated) }
        guard !didAppearOnce else { return }
        didAppearOnce = true
        textView.becomeFirstResponder()
    }

    // After an early return, with a literal argument.
    override func viewWillDisappear(_ animated: Bool) {
        guard isMovingFromParent else {
            super.viewWillDisappear(true)
            return
        }
        super.viewWillDisappear(animated)
        saveDraft()
    }

    // In every branch of if #available.
    override func viewIsAppearing(_ animated: Bool) {
        if #available(iOS 17.0, *) {
            super.viewIsAppearing(animated)
            textView.contentInset.bottom = view.safeAreaInsets.bottom
        } else {
            super.viewIsAppearing(animated)
        }
    }

    // Inside an if without else: still a super call in the body.
    override func viewDidDisappear(_ animated: Bool) {
        if isBeingDismissed {
            saveDraft()
        }
        if view.window == nil {
            super.viewDidDisappear(animated)
        }
    }

    // Inside a switch.
    override func setEditing(_ editing: Bool, animated: Bool) {
        switch editing {
        case true:
            super.setEditing(true, animated: animated)
        case false:
            super.setEditing(false, animated: animated)
        }
    }

    // Inside a closure.
    override func viewDidLayoutSubviews() {
        UIView.performWithoutAnimation {
            super.viewDidLayoutSubviews()
        }
    }

    // Member access split across lines.
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super
            .viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil)
    }

    // In both branches of #if.
    override func didReceiveMemoryWarning() {
        #if DEBUG
        print("memory warning in compose")
        super.didReceiveMemoryWarning()
        #else
        super.didReceiveMemoryWarning()
        #endif
    }

    // Inside do/catch.
    override func encodeRestorableState(with coder: NSCoder) {
        do {
            let draft = try JSONEncoder().encode(textView.text)
            coder.encode(draft, forKey: "draft")
        } catch {
            print(error)
        }
        super.encodeRestorableState(with: coder)
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        textView.text = coder.decodeObject(forKey: "draft") as? String
    }

    // Whitespace between the name and the argument list.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews ()
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        if parent == nil { saveDraft() }
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        textView.font = .preferredFont(forTextStyle: .body)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        title = "Compose"
    }

    private func saveDraft() {}
}

// loadView is not in the list (assigning `view` without super is the right thing;
// load_view_calls_super is a separate rule).
final class CanvasViewController: UIViewController {
    override func loadView() {
        view = CanvasView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}

final class CanvasView: UIView {
    // draw(_:) of a direct UIView subclass does not need super.
    override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        UIRectFill(rect)
    }

    // Not lifecycle methods of the list: UIKit's implementations do nothing.
    override func didMoveToWindow() {
        setNeedsDisplay()
    }

    override func didMoveToSuperview() {
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsDisplay()
    }

    override func updateConstraints() {
        defer { super.updateConstraints() }
        invalidateIntrinsicContentSize()
    }
}

// Cells and reusable views that call super.
final class TrackCell: UITableViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        selectionStyle = .none
    }

    override func prepareForReuse() {
        defer { super.prepareForReuse() }
        textLabel?.text = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        separatorInset.left = textLabel?.frame.minX ?? 16
    }
}

final class StickerCell: UICollectionViewCell {
    override func prepareForReuse() {
        contentView.subviews.forEach { $0.isHidden = false }
        super.prepareForReuse()
    }
}

final class FooterView: UICollectionReusableView {
    override func prepareForReuse() {
        super.prepareForReuse()
    }
}

// UIHostingController subclass calling super.
final class AboutHostingController: UIHostingController<Text> {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
    }
}

// The project base class's own method with other labels: not a UIKit lifecycle
// override, so no super is required (BaseViewController is in support_base.swift).
final class SearchViewController: BaseViewController {
    override func viewWillAppear(animated: Bool, reason: String) {
        print(reason)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
    }
}

// UIViewController's own viewWillLayoutSubviews/viewDidLayoutSubviews do nothing: a direct
// subclass that skips super loses nothing.
final class CancelOfferViewController: UIViewController {
    private let card = UIView()

    override func viewWillLayoutSubviews() {
        card.frame = view.bounds.insetBy(dx: 16, dy: 16)
    }

    override func viewDidLayoutSubviews() {
        card.layer.cornerRadius = 12
    }
}

final class InsetAwareViewController: UIViewController {
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        additionalSafeAreaInsets.bottom = 0
    }
}
