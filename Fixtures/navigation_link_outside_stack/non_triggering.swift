import SwiftUI

/// Inside the first tab's stack.
struct ShelfList: View {
    var body: some View {
        List {
            NavigationLink("Fiction", value: "fiction")
        }
        .navigationDestination(for: String.self) { shelf in
            ShelfDetail(shelf: shelf)
        }
    }
}

/// Pushed by a destination inside the stack.
struct ShelfDetail: View {
    let shelf: String

    var body: some View {
        NavigationLink("First book", value: 1)
    }
}

/// Builds its own stack.
struct ReadingNow: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Continue", value: "current")
                .navigationDestination(for: String.self) { Text($0) }
        }
    }
}

/// No construction site in the linted files.
struct ArchiveList: View {
    var body: some View {
        NavigationLink("Old", value: "old")
    }
}

/// A destination-based link outside a stack is another matter.
struct HelpLinks: View {
    var body: some View {
        NavigationLink(destination: Text("FAQ")) { Text("FAQ") }
    }
}

/// Built in a helper member of a view whose body wraps its content in a stack.
struct StatsScreen: View {
    var body: some View {
        NavigationStack {
            content
        }
    }

    private var content: some View {
        StatsList()
    }
}

struct StatsList: View {
    var body: some View {
        NavigationLink("Monthly", value: "month")
    }
}

extension ReadingNow {
    static func makeStats() -> StatsScreen { StatsScreen() }
}
