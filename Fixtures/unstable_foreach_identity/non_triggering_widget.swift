import SwiftUI
import WidgetKit

// A widget renders a timeline snapshot: rows keyed by position have no state to lose.
struct NoteRowsEntry: TimelineEntry {
    let date: Date
    var titles: [String]
}

struct NoteRowsWidgetView: View {
    var entry: NoteRowsEntry

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<entry.titles.count, id: \.self) { index in
                Text(entry.titles[index]).lineLimit(1)
            }
        }
    }
}
