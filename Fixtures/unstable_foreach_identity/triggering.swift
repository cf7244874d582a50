import SwiftUI

// Row identities that do not come from the data.

struct CartView: View {
    @State private var lines: [CartLine] = []
    @State private var steps: [ChecklistStep] = []
    @State private var photos: [Image] = []

    var body: some View {
        List {
            // indices with .onDelete and $lines[index]: deleting shifts every row's identity.
            ForEach(lines.indices, id: \.self) { index in // expect: unstable_foreach_identity
                Stepper(lines[index].productName, value: $lines[index].quantity)
            }
            .onDelete { lines.remove(atOffsets: $0) }

            // indices without an explicit id, rows bound by position.
            ForEach(steps.indices) { index in // expect: unstable_foreach_identity
                Toggle(steps[index].title, isOn: $steps[index].isDone)
            }

            // A range over the count of a collection that rows remove from.
            ForEach(0..<photos.count, id: \.self) { index in // expect: unstable_foreach_identity
                photos[index].resizable().scaledToFit()
                    .overlay(alignment: .topTrailing) {
                        Button("Remove") { photos.remove(at: index) }
                    }
            }
            ForEach(0 ..< lines.count) { i in // expect: unstable_foreach_identity
                Text(lines[i].productName)
            }
        }
    }
}

// enumerated() keyed by the offset, over a list the view reorders.
struct LeaderboardView: View {
    @State private var players: [Contact]

    init(players: [Contact]) {
        _players = State(initialValue: players)
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Array(players.enumerated()), id: \.offset) { rank, player in // expect: unstable_foreach_identity
                HStack {
                    Text("#\(rank + 1)")
                    Text(player.name)
                }
            }
            Button("Shuffle") { players.shuffle() }
        }
    }
}

// Identifiable elements keyed by position, the index only subscripting: the data's own
// identity is thrown away.
struct SuggestionsSection: View {
    let suggestions: [Contact]
    let onPick: (Contact) -> Void

    var body: some View {
        Section {
            ForEach(suggestions.indices, id: \.self) { index in // expect: unstable_foreach_identity
                Button(suggestions[index].name) { onPick(suggestions[index]) }
            }
            ForEach(Array(suggestions.enumerated()), id: \.offset) { _, contact in // expect: unstable_foreach_identity
                Text(contact.phone)
            }
        }
    }
}

// A range without id reads its bound once; the count changes later.
struct RatingPicker: View {
    @State private var starCount = 3

    var body: some View {
        HStack {
            ForEach(0..<starCount) { _ in // expect: unstable_foreach_identity
                Image(systemName: "star.fill")
            }
            Button("More") { starCount += 1 }
        }
    }
}

// id: \.self on model structs that rows edit: editing a field changes the row's identity.
struct ShoppingListView: View {
    @State private var lines: [CartLine] = [
        CartLine(productName: "Milk", quantity: 1),
        CartLine(productName: "Eggs", quantity: 6),
    ]

    var body: some View {
        List {
            ForEach($lines, id: \.self) { $line in // expect: unstable_foreach_identity
                Stepper("\(line.quantity) × \(line.productName)", value: $line.quantity)
            }
        }
    }
}

// id: \.self on an NSObject subclass without isEqual/hash: pointer identity, so every
// reload of the objects makes every row new.
struct MembersSection: View {
    let members: [RoomMember]

    var body: some View {
        Section("Members") {
            ForEach( // expect: unstable_foreach_identity
                members,
                id: \.self
            ) { member in
                Text(member.displayName)
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
            ForEach(entries.prefix(3)) { entry in
                Text(entry.text)
                    .padding(.vertical, 2) // a trailing comment is not an explanation of the id
                    .id(UUID().uuidString) // expect: unstable_foreach_identity
            }
        }
    }
}
