import UIKit

// Transitions started while the controller's previous transition is still running.

final class WelcomeViewController: UIViewController {
    var needsOnboarding = true

    // Presenting during this controller's own appearance transition.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if needsOnboarding {
            present(OnboardingViewController(), animated: true) // expect: transition_without_guard
        }
    }
}

final class SettingsViewController: UIViewController {
    // Pushing onto the stack that is still popping this controller.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.pushViewController(SurveyViewController(), animated: true) // expect: transition_without_guard
    }
}

final class PhotoPickerFlow: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    weak var host: UIViewController?

    // The classic: dismiss the picker, then present the editor at once.
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
        host?.present(EditorViewController(), animated: true) // expect: transition_without_guard
    }
}

final class InboxViewController: UIViewController {
    func replaceModal(with next: UIViewController) {
        dismiss(animated: true, completion: nil)
        present(next, animated: true) // expect: transition_without_guard
    }

    func showTwoAlerts(_ first: UIAlertController, _ second: UIAlertController) {
        present(first, animated: true)
        present(second, animated: true) // expect: transition_without_guard
    }

    func showAfterDismiss(_ detail: UIViewController) {
        dismiss(animated: true)
        show(detail, sender: self) // expect: transition_without_guard
    }

    func resetAndOpen(_ detail: UIViewController) {
        navigationController?.popToRootViewController(animated: true)
        navigationController?.pushViewController(detail, animated: true) // expect: transition_without_guard
    }
}

final class OnboardingViewController: UIViewController {}
final class SurveyViewController: UIViewController {}
final class EditorViewController: UIViewController {}
