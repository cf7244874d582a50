import SwiftUI

// Models and leaf views for this run; no deprecated API here.

struct Note: Identifiable, Hashable {
    let id: UUID
    var title: String
    var body: String
}

struct NoteDetail: View {
    let note: Note

    var body: some View {
        ScrollView { Text(note.body).padding() }
    }
}

struct SettingsPane: View {
    var body: some View {
        Text("Settings")
    }
}
