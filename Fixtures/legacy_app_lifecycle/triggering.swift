import UIKit

// Window setup in the app delegate: the pre-iOS 13 lifecycle. The SDK after iOS 26
// will not launch a UIKit app that has not adopted scenes (TN3187).
// One finding per function, at the first window-setup construct.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds) // expect: legacy_app_lifecycle
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
        return true
    }

    // Swapping the root after login, from the app delegate.
    func showMainInterface() {
        window?.rootViewController = UITabBarController() // expect: legacy_app_lifecycle
    }

    func bringWindowForward() {
        self.window?.makeKeyAndVisible() // expect: legacy_app_lifecycle
    }
}

// Conformance declared in an extension; `UIWindow()` and force-unwrapped access.
final class ExampleAppDelegate: UIResponder {
    var window: UIWindow?
}

extension ExampleAppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        self.window = UIWindow() // expect: legacy_app_lifecycle
        self.window!.rootViewController = UIViewController()
        self.window!.makeKeyAndVisible()
        return true
    }
}

// NSObject-based delegate.
final class KioskAppDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidFinishLaunching(_ application: UIApplication) {
        let window = UIWindow(frame: UIScreen.main.bounds) // expect: legacy_app_lifecycle
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
