import SwiftUI
import WidgetKit

// A widget's view renders timeline snapshots: there is no running view to animate, so an
// implicit animation has no effect (the file imports WidgetKit and never names WidgetCenter).
struct StreakEntry: TimelineEntry {
    let date: Date
    let days: Int
}

struct StreakWidgetView: View {
    var entry: StreakEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(entry.days) days")
                .font(.title)
            Text(entry.date, style: .date)
                .font(.caption)
        }
        .animation(.default)
    }
}
