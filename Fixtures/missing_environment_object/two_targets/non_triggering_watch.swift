import SwiftUI

/// Another target's view of the same name: its paths are not the phone pane's.
struct SettingsPane: View {
    var body: some View {
        Text("Settings")
    }
}

struct WatchRoot: View {
    var body: some View {
        SettingsPane()
    }
}

struct WatchApp: App {
    var body: some Scene {
        WindowGroup {
            WatchRoot()
        }
    }
}
