import SwiftUI

final class Preferences: ObservableObject {
    @Published var compact = false
}

@main
struct PhoneApp: App {
    @StateObject private var preferences = Preferences()

    var body: some Scene {
        WindowGroup {
            SettingsPane()
                .environmentObject(preferences)
        }
    }
}

/// The phone target's pane reads the object its app injects.
struct SettingsPane: View {
    @EnvironmentObject var preferences: Preferences

    var body: some View {
        Toggle("Compact", isOn: $preferences.compact)
    }
}
