import SwiftUI
import UIKit

// The modern forms, fallbacks for older systems, and lookalikes.

// NavigationStack with value links, navigationTitle and the toolbar; the
// non-deprecated navigationBar… modifiers that share the prefix.
struct ModernNotesRoot: View {
    let notes: [Note]

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NavigationLink(note.title, value: note)
            }
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden(false)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("New") {} }
            }
            .navigationDestination(for: Note.self) { NoteDetail(note: $0) }
        }
    }
}

// A split view for iPad.
struct NotesSplit: View {
    let notes: [Note]
    @State private var selection: Note?

    var body: some View {
        NavigationSplitView {
            List(notes, selection: $selection) { note in
                NavigationLink(value: note) { Text(note.title) }
            }
        } detail: {
            if let selection { NoteDetail(note: selection) }
        }
    }
}

// A row view that is not inside a NavigationStack here: which container hosts it
// is not known, so its destination link is left alone.
struct NoteRowLink: View {
    let note: Note

    var body: some View {
        NavigationLink(destination: NoteDetail(note: note)) {
            Text(note.title)
        }
    }
}

// Modern styling; `.accentColor` as a colour value (no call), and the
// UIKit/attributed-string properties that share the names.
struct ModernCard: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading) {
            Text(note.title).foregroundStyle(.primary)
            Text(note.body).foregroundStyle(Color.accentColor)
            Text(styledTitle)
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .clipShape(.rect(cornerRadius: 12))
        .tint(.accentColor)
        .ignoresSafeArea(.keyboard)
    }

    private var styledTitle: AttributedString {
        var title = AttributedString(note.title)
        title.foregroundColor = Color.orange
        var container = AttributeContainer()
        container.foregroundColor = Color.red
        return title.mergingAttributes(container)
    }
}

final class LegacyBannerView: UIView {
    private let label = UILabel()

    func configure(text: String) {
        layer.cornerRadius = 8
        label.attributedText = NSAttributedString(
            string: text,
            attributes: [.foregroundColor: UIColor.label, .font: UIFont.preferredFont(forTextStyle: .body)]
        )
    }
}

// Two-parameter and zero-parameter onChange, with and without initial:.
struct ModernEditor: View {
    @Binding var note: Note
    @State private var isDirty = false

    var body: some View {
        TextEditor(text: $note.body)
            .onChange(of: note.body) { oldValue, newValue in
                isDirty = oldValue != newValue
            }
            .onChange(of: note.title) {
                isDirty = true
            }
            .onChange(of: isDirty, initial: true) { _, dirty in
                print(dirty)
            }
    }
}

// confirmationDialog and the modern alerts, including alert(isPresented:error:actions:).
struct ModernActions: View {
    @State private var showsActions = false
    @State private var showsError = false
    @State private var saveError: LocalizedSaveError?

    var body: some View {
        Button("More") { showsActions = true }
            .confirmationDialog("Note", isPresented: $showsActions) {
                Button("Delete", role: .destructive) {}
            }
            .alert("Could not save", isPresented: $showsError) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Try again later.")
            }
            .alert(isPresented: $showsError, error: saveError) {
                Button("OK") {}
            }
    }
}

struct LocalizedSaveError: LocalizedError {
    var errorDescription: String? { "Disk full" }
}

// Fallback branches for older systems.
struct CompatNavigation<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        if #available(iOS 16.0, *) {
            NavigationStack { content }
        } else {
            NavigationView { content }
        }
    }
}

struct CompatOnChange: ViewModifier {
    let value: String
    let action: (String) -> Void

    func body(content: Content) -> some View {
        if #available(iOS 17.0, *) {
            content.onChange(of: value) { _, newValue in action(newValue) }
        } else {
            content.onChange(of: value) { newValue in action(newValue) }
        }
    }
}

@available(iOS, deprecated: 16.0, message: "Use ModernNotesRoot")
struct LegacyNotesRoot: View {
    var body: some View {
        NavigationView {
            Text("Notes").navigationTitle("Notes")
        }
    }
}

// The names in comments and strings: NavigationView, .foregroundColor(.red),
// .navigationBarTitle("x"), PreviewProvider.
let migrationNote = "Replace NavigationView and .cornerRadius(8) and .edgesIgnoringSafeArea(.all)"

// PreviewProvider is not deprecated: #Preview is another way to write a preview.
struct ModernCard_Previews: PreviewProvider {
    static var previews: some View {
        ModernCard(note: Note(id: UUID(), title: "Groceries", body: "Milk, eggs"))
    }
}

// The value-scoped form and transactions that turn animation off.
struct QuietBadge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .animation(.snappy, value: count)
            .transaction { $0.animation = nil }
    }
}

#Preview("Card") {
    ModernCard(note: Note(id: UUID(), title: "Groceries", body: "Milk"))
}
