import UIKit

// An app delegate of a scene-based app: configuration only, and reading the window.
final class ModernAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        if let root = window?.rootViewController, root.presentedViewController != nil {
            return .portrait
        }
        return .all
    }

    // A secondary overlay window attached to the existing scene.
    func showPrivacyCover() {
        guard let windowScene = window?.windowScene else { return }
        privacyWindow = UIWindow(windowScene: windowScene)
        privacyWindow?.rootViewController = UIViewController()
        privacyWindow?.windowLevel = .alert + 1
        privacyWindow?.makeKeyAndVisible()
    }
}

// An app delegate that supports iOS 12 too: the legacy branch is the fallback.
final class BackDeployedAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if #available(iOS 13.0, *) {
            // The scene delegate sets up the window.
        } else {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
        return true
    }
}

// Not an app delegate: a unit test hosting a controller in a window.
final class ProfileScreenTests {
    func testLayout() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
    }
}

// Not an app delegate: a coordinator owning the window handed to it.
final class AppCoordinator {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = UINavigationController()
        window.makeKeyAndVisible()
    }
}
