import AppKit

// AppKit containment has no didMove/willMove step.
final class PreferencesPaneController: NSViewController {
    func show(_ controller: NSViewController) {
        addChild(controller)
        view.addSubview(controller.view)
    }
}
