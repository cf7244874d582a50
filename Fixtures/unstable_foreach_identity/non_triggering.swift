import SwiftUI

// Identities that come from the data, bounded literal ranges, and lookalikes.

struct PantryView: View {
    @State private var contacts: [Contact] = []
    @State private var entries: [JournalEntry] = []
    let ingredients: [Ingredient]
    let tags: [String]
    let grouped: [String: [JournalEntry]]
    private static let starCount = 5

    var body: some View {
        List {
            // Identifiable models, and the binding form.
            ForEach(contacts) { contact in
                Text(contact.name)
            }
            ForEach($entries) { $entry in
                TextField("Entry", text: $entry.text)
            }

            // Explicit stable ids.
            ForEach(contacts, id: \.id) { Text($0.phone) }
            ForEach(ingredients, id: \.sku) { Text($0.name) }

            // enumerated() keyed by the element's id, not by the offset.
            ForEach(Array(entries.enumerated()), id: \.element.id) { index, entry in
                Text("\(index + 1). \(entry.text)")
            }

            // Literal bounds never shift; a static constant count neither.
            ForEach(0..<5) { _ in
                Text("Loading…").redacted(reason: .placeholder)
            }
            ForEach(0..<Self.starCount, id: \.self) { star in
                Image(systemName: "star.fill")
            }

            // id: \.self on strings, enum cases and literal ints.
            ForEach(tags, id: \.self) { Text($0) }
            ForEach(Weekday.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            ForEach([15, 30, 60], id: \.self) { minutes in
                Text("\(minutes) min")
            }

            // Element type not known to be a model: stay silent.
            ForEach(grouped.keys.sorted(), id: \.self) { key in
                Text(key)
            }
        }
    }
}

// UUID() created in actions, model initialisers and view models: not on render.
struct NewContactButton: View {
    @Binding var contacts: [Contact]

    var body: some View {
        Button("Add contact") {
            contacts.append(Contact(id: UUID(), name: "New", phone: ""))
        }
    }
}

struct Draft: Identifiable {
    let id = UUID()
    var text: String
}

@MainActor
final class DraftsModel: ObservableObject {
    @Published var drafts: [Draft] = []
    let sessionID = UUID()

    func addDraft() {
        drafts.append(Draft(text: ""))
    }
}

// indices used for lookups, not as identity; and the patterns in comments and strings.
struct RowPositionView: View {
    let contacts: [Contact]
    let selectedIndex: Int

    var body: some View {
        VStack {
            // ForEach(contacts.indices, id: \.self) was replaced by the Identifiable form.
            if contacts.indices.contains(selectedIndex) {
                Text(contacts[selectedIndex].name)
            }
            ForEach(contacts) { contact in
                let position = contacts.firstIndex(of: contact) ?? 0
                Text("\(position): \(contact.name)")
            }
            Text("ForEach(0..<items.count) and UUID() are avoided here")
        }
    }
}

// A range over a plain count with an explicit id: the n-th dot is always the n-th
// dot, so position is the right identity. And id: \.self on a CaseIterable type,
// whose values are a fixed set of distinct instances.
struct PageDots: View {
    let pageCount: Int
    let current: Int

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<pageCount, id: \.self) { page in
                Circle()
                    .fill(page == current ? Color.primary : Color.secondary)
                    .frame(width: 6, height: 6)
            }
        }
    }
}

final class Glyph: CaseIterable, Hashable {
    static let allCases = [Glyph(name: "star"), Glyph(name: "heart")]
    let name: String
    init(name: String) { self.name = name }
    static func == (a: Glyph, b: Glyph) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

struct GlyphPicker: View {
    let glyphs: [Glyph]

    var body: some View {
        HStack {
            ForEach(glyphs, id: \.self) { glyph in
                Image(systemName: glyph.name)
            }
        }
    }
}
