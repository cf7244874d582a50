import SwiftUI

// Deprecated SwiftUI API with a current deployment target (no option: iOS 18).

// NavigationView, with deprecated title and bar items.
struct NotesRoot: View {
    let notes: [Note]
    @State private var query = ""

    var body: some View {
        NavigationView { // expect: deprecated_swiftui_api
            List(notes) { note in
                Text(note.title)
            }
            .navigationBarTitle("Notes") // expect: deprecated_swiftui_api
            .navigationBarItems( // expect: deprecated_swiftui_api
                trailing: Button("New") {}
            )
        }
        .searchable(text: $query)
    }
}

// Destination links inside a NavigationStack: the labelled form, the titled form
// and the trailing-closure form of init(destination:label:).
struct NotesStack: View {
    let notes: [Note]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    NavigationLink(destination: NoteDetail(note: note)) { // expect: deprecated_swiftui_api
                        Text(note.title)
                    }
                }
                NavigationLink("Settings", destination: SettingsPane()) // expect: deprecated_swiftui_api
                NavigationLink { // expect: deprecated_swiftui_api
                    SettingsPane()
                } label: {
                    Label("Preferences", systemImage: "gear")
                }
            }
            .navigationTitle("Notes")
        }
    }
}

// Styling modifiers: foregroundColor, accentColor, cornerRadius,
// edgesIgnoringSafeArea; two on one line give two findings.
struct NoteCard: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading) {
            Text(note.title)
                .font(.headline)
                .foregroundColor(.primary) // expect: deprecated_swiftui_api
            Text(note.body).foregroundColor(.secondary).lineLimit(2) // expect: deprecated_swiftui_api
            Label("Pinned", systemImage: "pin").foregroundColor(.orange).cornerRadius(4) // expect: deprecated_swiftui_api, deprecated_swiftui_api
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(12) // expect: deprecated_swiftui_api
        .accentColor(.orange) // expect: deprecated_swiftui_api
    }
}

struct FullBleedBackground: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                .edgesIgnoringSafeArea(.all) // expect: deprecated_swiftui_api
            Text("Welcome")
        }
    }
}

// The single-parameter onChange, in the closure and the perform: spellings.
struct NoteEditor: View {
    @Binding var note: Note
    @State private var isDirty = false
    @State private var wordCount = 0

    var body: some View {
        TextEditor(text: $note.body)
            .onChange(of: note.body) { newValue in // expect: deprecated_swiftui_api
                isDirty = true
                wordCount = newValue.split(separator: " ").count
            }
            .onChange(of: note.title, perform: titleChanged) // expect: deprecated_swiftui_api
            .onChange(of: isDirty) { _ in } // expect: deprecated_swiftui_api
    }

    private func titleChanged(_ title: String) {
        isDirty = true
    }
}

// actionSheet and the alert(isPresented:content:) form returning an Alert.
struct NoteActions: View {
    @State private var showsActions = false
    @State private var showsError = false

    var body: some View {
        Button("More") { showsActions = true }
            .actionSheet(isPresented: $showsActions) { // expect: deprecated_swiftui_api
                ActionSheet(title: Text("Note"), buttons: [.destructive(Text("Delete")), .cancel()])
            }
            .alert(isPresented: $showsError) { // expect: deprecated_swiftui_api
                Alert(title: Text("Could not save"), dismissButton: .default(Text("OK")))
            }
    }
}

// The one-argument .animation(nil) that turns animation off: use a transaction.
struct SyncCounter: View {
    let pending: Int
    let isSyncing: Bool

    var body: some View {
        HStack {
            Text("\(pending) to sync")
                .animation(nil) // expect: deprecated_swiftui_api
            ProgressView()
                .opacity(isSyncing ? 1 : 0)
                .animation(.none) // expect: deprecated_swiftui_api
        }
        .animation(.easeInOut, value: isSyncing)
    }
}
