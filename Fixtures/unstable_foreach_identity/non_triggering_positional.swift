import SwiftUI

// Positions as identity where nothing moves under the rows: the data is a constant or an
// input the view never changes in place, and the rows have no state to misplace.

// The index is the displayed number; the steps are passed in and never edited here.
struct NumberedSteps: View {
    let steps: [String]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(steps.indices, id: \.self) { index in
                Label(steps[index], systemImage: "\(index + 1).circle")
            }
        }
    }
}

// Rules keyed by offset, loaded once into @State and replaced as a whole; the index is
// the rule's number.
struct ServerRulesView: View {
    @State private var rules: [String] = []
    let load: () async -> [String]

    var body: some View {
        List {
            ForEach(Array(rules.enumerated()), id: \.offset) { offset, rule in
                Text("\(offset + 1). \(rule)")
            }
        }
        .task { rules = await load() }
    }
}

// Lines fixed in init: @State assigned only there never changes.
struct ReadOnlyText: View {
    @State private var lines: [String]

    init(text: String) {
        _lines = State(initialValue: text.components(separatedBy: "\n"))
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<lines.count, id: \.self) { index in
                Text(lines[index])
            }
        }
    }
}

// A range without id over a let input: the view is rebuilt with a new count.
struct ChartGrid: View {
    let rows: Int
    let columns: Int

    var body: some View {
        VStack {
            ForEach(0..<rows) { _ in
                HStack { ForEach(0..<columns) { _ in Rectangle().stroke() } }
            }
        }
    }
}

// Menu and picker items are rebuilt each time the menu opens.
struct HistoryMenu: View {
    @State private var visited: [String] = []

    var body: some View {
        Menu("Back") {
            ForEach(Array(visited.enumerated()), id: \.offset) { offset, title in
                Button(title) { visited.removeLast(visited.count - offset - 1) }
            }
        }
        .contextMenu {
            ForEach(visited.indices, id: \.self) { index in
                Button(visited[index]) { visited.remove(at: index) }
            }
        }
    }
}

// Previews show sample data once.
#Preview("Steps") {
    let samples = ["Open", "Tap", "Done"]
    return VStack {
        ForEach(samples.indices, id: \.self) { i in Text(samples[i]) }
    }
}

struct StepsPreview: PreviewProvider {
    static var previews: some View {
        var drafts = ["a", "b"]
        drafts.append("c")
        return List {
            ForEach(drafts.indices, id: \.self) { i in Text(drafts[i]) }
        }
    }
}

// id: \.self on a struct whose fields are all constants: equal values are the same
// value, and nothing is edited through the rows.
struct AccessTagsView: View {
    private struct TagAccess: Hashable {
        let tag: String
        let allowed: Bool
    }

    let allowed: [String]

    private var tags: [TagAccess] { allowed.sorted().map { TagAccess(tag: $0, allowed: true) } }

    var body: some View {
        ForEach(tags, id: \.self) { Text($0.tag) }
    }
}

// id: \.self on models that are not edited through the rows, and on a class whose
// == and hash use its stable id.
struct ContactsGrid: View {
    let contacts: [Contact]
    let ingredients: [Ingredient]
    let files: [ProjectFile]

    var body: some View {
        VStack {
            ForEach(contacts, id: \.self) { Text($0.name) }
            ForEach(ingredients, id: \.self) { Text($0.name) }
            ForEach(files, id: \.self) { Text($0.path) }
        }
    }
}

final class ProjectFile: Hashable, Identifiable {
    let id: String
    var path: String

    init(id: String, path: String) {
        self.id = id
        self.path = path
    }

    static func == (lhs: ProjectFile, rhs: ProjectFile) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// The known workaround for a List spinner that stops animating, and a fresh id the
// author explains in a comment right above it.
struct LoadingRow: View {
    let isYourTurn: Bool

    var body: some View {
        List {
            ProgressView()
                .frame(maxWidth: .infinity)
                .id(UUID())
            HStack {
                Spacer()
                ProgressView()
                Spacer()
            }
            .id(UUID())
            Text("Your move")
                .opacity(isYourTurn ? 1 : 0.5)
                // Forces a re-render: the opacity animation sometimes stalls mid-way.
                .id(UUID())
        }
    }
}
