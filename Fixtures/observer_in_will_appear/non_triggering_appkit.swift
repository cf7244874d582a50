import AppKit

// AppKit's NSViewController is not a UIKit view controller.
final class AdvancedPreferencesViewController: NSViewController {
    override func viewWillAppear() {
        super.viewWillAppear()
        NotificationCenter.default.addObserver(self, selector: #selector(defaultsChanged), name: UserDefaults.didChangeNotification, object: nil)
    }

    @objc private func defaultsChanged() {}
}
