import SwiftUI

// Row identities that do not come from the data.

struct CartView: View {
    @State private var lines: [CartLine] = []
    @State private var steps: [ChecklistStep] = []
    let photos: [Image]

    var body: some View {
        List {
            // indices: inserting or deleting shifts every row's identity.
            ForEach(lines.indices, id: \.self) { index in // expect: unstable_foreach_identity
                Stepper(lines[index].productName, value: $lines[index].quantity)
            }
            .onDelete { lines.remove(atOffsets: $0) }

            // indices without an explicit id.
            ForEach(steps.indices) { index in // expect: unstable_foreach_identity
                Toggle(steps[index].title, isOn: $steps[index].isDone)
            }

            // A range over a non-literal count.
            ForEach(0..<photos.count, id: \.self) { index in // expect: unstable_foreach_identity
                photos[index].resizable().scaledToFit()
            }
            ForEach(0 ..< lines.count) { i in // expect: unstable_foreach_identity
                Text(lines[i].productName)
            }
        }
    }
}

// enumerated() with the offset as identity.
struct LeaderboardView: View {
    let players: [Contact]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Array(players.enumerated()), id: \.offset) { rank, player in // expect: unstable_foreach_identity
                HStack {
                    Text("#\(rank + 1)")
                    Text(player.name)
                }
            }
        }
    }
}

// id: \.self on model structs: equal values collide, and editing a field
// changes the row's identity.
struct ShoppingListView: View {
    @State private var lines: [CartLine] = [
        CartLine(productName: "Milk", quantity: 1),
        CartLine(productName: "Milk", quantity: 1),
    ]
    let contacts: [Contact]
    let ingredients: [Ingredient]

    var body: some View {
        List {
            ForEach(lines, id: \.self) { line in // expect: unstable_foreach_identity
                Text("\(line.quantity) × \(line.productName)")
            }
            ForEach(contacts, id: \.self) { contact in // expect: unstable_foreach_identity
                Text(contact.name)
            }
            ForEach( // expect: unstable_foreach_identity
                ingredients,
                id: \.self
            ) { ingredient in
                Text(ingredient.name)
            }
        }
    }
}

// A new UUID on every evaluation of body: every row is new on every update.
struct TagEditor: View {
    let tags: [String]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(tags.map { TagChip(id: UUID(), title: $0) }) { chip in // expect: unstable_foreach_identity
                    Text(chip.title)
                        .padding(6)
                        .background(.quaternary, in: .capsule)
                }
            }
        }
    }
}

struct TagChip: Identifiable {
    let id: UUID
    let title: String
}

// .id(UUID()) inside a ForEach row, and in a @ViewBuilder helper of an extension.
struct JournalList: View {
    let entries: [JournalEntry]

    var body: some View {
        List {
            ForEach(entries) { entry in
                Text(entry.text)
                    .id(UUID()) // expect: unstable_foreach_identity
            }
            recentSection
        }
    }
}

extension JournalList {
    @ViewBuilder
    var recentSection: some View {
        Section("Recent") {
            ForEach(entries.prefix(3).indices, id: \.self) { i in // expect: unstable_foreach_identity
                Text(entries[i].text)
            }
        }
    }
}
