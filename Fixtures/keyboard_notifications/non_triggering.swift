import Combine
import SwiftUI
import UIKit
import XCTest

// Near-misses: UIKeyboardLayoutGuide, did-show/did-hide notifications, removing
// observers, posting keyboard notifications in tests, comparing names in a
// catch-all logger, userInfo keys, the pre-iOS 15 fallback branch, and other
// notifications.

final class NoteEditorViewController: UIViewController {
    private let textView = UITextView()
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        view.addSubview(toolbar)

        // The layout guide follows the keyboard, including floating keyboards.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        NSLayoutConstraint.activate([
            toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            textView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
        ])

        // Did-notifications and other notifications are out of scope.
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(saveDraft), name: UIApplication.willResignActiveNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(saveDraft), name: UITextView.textDidChangeNotification, object: textView)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // Removing is not observing.
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardDidShow(_ notification: Notification) {
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        UIView.animate(withDuration: duration) { self.textView.scrollRangeToVisible(self.textView.selectedRange) }
    }

    @objc private func saveDraft() {}
}

// Older systems keep the notification path; iOS 15+ uses the layout guide.
final class FeedbackFormViewController: UIViewController {
    private let sendButton = UIButton(type: .system)
    private var sendBottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sendButton)
        if #available(iOS 15.0, *) {
            sendButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12).isActive = true
        } else {
            sendBottom = sendButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12)
            sendBottom?.isActive = true
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }
    }

    @objc private func keyboardWillChange(_ notification: Notification) {}
}

// A debug logger that listens to everything and names a few notifications.
final class NotificationLogger {
    private var token: NSObjectProtocol?

    func start() {
        token = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { note in
            switch note.name {
            case UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification:
                print("keyboard event")
            default:
                break
            }
        }
    }
}

// Tests post the notification to drive the code under test.
final class ChatKeyboardTests: XCTestCase {
    func testInputBarMovesUp() {
        let frame = CGRect(x: 0, y: 500, width: 390, height: 300)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification,
            object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame]
        )
        // "addObserver(... name: UIResponder.keyboardWillHideNotification ...)"
        XCTAssertTrue(true, "observe keyboardWillShowNotification only before iOS 15")
    }
}

// A SwiftUI view tracking keyboard visibility: SwiftUI avoids the keyboard itself
// and has no keyboard layout guide to pin to.

struct PasscodeEntryView: View {
    @State private var keyboardShown = false

    var body: some View {
        Text(keyboardShown ? "Typing…" : "Tap to enter the passcode")
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in
                keyboardShown = true
            }
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in
                keyboardShown = false
            }
    }
}

// A protocol that SwiftUI views adopt to publish keyboard visibility.
protocol KeyboardVisibilityReporting {
    var keyboardVisibility: AnyPublisher<Bool, Never> { get }
}

extension KeyboardVisibilityReporting {
    var keyboardVisibility: AnyPublisher<Bool, Never> {
        Publishers.Merge(
            NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification).map { _ in true },
            NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification).map { _ in false }
        )
        .eraseToAnyPublisher()
    }
}

struct SearchFieldView: View, KeyboardVisibilityReporting {
    @State private var editing = false

    var body: some View {
        TextField("Search", text: .constant(""))
            .onReceive(keyboardVisibility) { editing = $0 }
    }
}
