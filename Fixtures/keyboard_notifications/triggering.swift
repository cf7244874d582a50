import Combine
import UIKit

// Manual keyboard tracking through the will-show / will-hide / will-change-frame
// notifications in an app that can use UIKeyboardLayoutGuide. One finding per
// observed notification name, pointing at the name.

final class ChatViewController: UIViewController {
    private let inputBar = UIView()
    private var inputBarBottom: NSLayoutConstraint!

    // Selector-based observers, one per name.
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, // expect: keyboard_notifications
            object: nil
        )
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil) // expect: keyboard_notifications
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        inputBarBottom.constant = -frame.height
        view.layoutIfNeeded()
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        // Comparing names inside a handler is not another observation.
        if notification.name == UIResponder.keyboardWillHideNotification {
            inputBarBottom.constant = 0
        }
    }
}

final class CommentComposerView: UIView {
    private var tokens: [NSObjectProtocol] = []
    private var cancellables = Set<AnyCancellable>()

    // Block-based observer on a stored center, explicit self.
    func startTracking(center: NotificationCenter = .default) {
        let token = center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in // expect: keyboard_notifications
            self?.adjust(for: note)
        }
        self.tokens.append(token)
    }

    // Combine publishers, merged.
    func bindKeyboard() {
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification) // expect: keyboard_notifications
            .merge(with: NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) // expect: keyboard_notifications
            .sink { [weak self] note in self?.adjust(for: note) }
            .store(in: &cancellables)
    }

    private func adjust(for notification: Notification) {}
}

extension CommentComposerView {
    // Names collected in an array that feeds addObserver.
    func observeKeyboard() {
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] // expect: keyboard_notifications, keyboard_notifications
        for name in names {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardChanged(_:)), name: name, object: nil)
        }
    }

    @objc private func keyboardChanged(_ notification: Notification) {}
}

final class SignInViewController: UIViewController {
    private var keyboardTask: Task<Void, Never>?

    // Async sequence of notifications.
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        keyboardTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification) { // expect: keyboard_notifications
                self?.view.setNeedsLayout()
            }
        }
    }
}

final class ReplyViewController: UIViewController {
    // Names listed inline in a for-in loop, and a publisher built with its initializer.
    override func viewDidLoad() {
        super.viewDidLoad()
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] { // expect: keyboard_notifications, keyboard_notifications
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardChanged(_:)), name: name, object: nil)
        }
        _ = NotificationCenter.Publisher(center: .default, name: UIResponder.keyboardWillChangeFrameNotification) // expect: keyboard_notifications
    }

    @objc private func keyboardChanged(_ notification: Notification) {}
}
