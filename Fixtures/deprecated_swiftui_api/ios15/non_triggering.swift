import SwiftUI

// fixture-options: deployment_target=15.0
// An app whose minimum is iOS 15 must keep the APIs whose replacements need iOS 16/17.

struct Reminder: Identifiable {
    let id: Int
    var title: String
}

// NavigationStack needs iOS 16: NavigationView and its destination links stay.
struct RemindersRoot: View {
    let reminders: [Reminder]

    var body: some View {
        NavigationView {
            List(reminders) { reminder in
                NavigationLink(destination: Text(reminder.title)) {
                    Text(reminder.title)
                }
            }
            .navigationTitle("Reminders")
        }
        .navigationViewStyle(.stack)
    }
}

// The two-parameter onChange and .clipShape(.rect(cornerRadius:)) need iOS 17;
// foregroundColor is reported from iOS 17 on (Text concatenation needs it before).
struct ReminderEditor: View {
    @Binding var reminder: Reminder
    @State private var isDirty = false

    var body: some View {
        VStack {
            TextField("Title", text: $reminder.title)
                .onChange(of: reminder.title) { _ in
                    isDirty = true
                }
            Text("Due ") + Text("today").foregroundColor(.red)
            Text("Saved").foregroundColor(.secondary)
        }
        .padding()
        .background(Color.yellow.opacity(0.2))
        .cornerRadius(10)
    }
}
