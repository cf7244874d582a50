import SwiftUI
import UIKit

// A SwiftUI app: its scenes come from the `App` (a `WindowGroup`).
@main
struct PlantJournalApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Plants")
        }
    }
}

// A side target of the same project (a TV companion) that still hosts its root view in a
// window from an app delegate: the project's lifecycle is already scene-based.
final class CompanionAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: Text("Plants"))
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}
