import SwiftUI
import WidgetKit

// App code that imports WidgetKit only to refresh the widgets is still app code.
struct StreakSettingsView: View {
    @State private var showsStreak = true

    var body: some View {
        Form {
            Toggle("Show streak", isOn: $showsStreak)
                .onChange(of: showsStreak) {
                    WidgetCenter.shared.reloadAllTimelines()
                }
            if showsStreak {
                Text("Keep going!")
            }
        }
        .animation(.easeInOut) // expect: animation_without_value
    }
}
