import UIKit

// A Swift subclass of an Objective-C controller: known as a controller through the header.
final class MixedSettings: SettingsScreen {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil) // expect: observer_in_will_appear
    }

    @objc func refresh() {}
}
