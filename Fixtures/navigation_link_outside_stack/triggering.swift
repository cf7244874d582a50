import SwiftUI

/// A tab with no stack of its own.
struct AuthorList: View {
    let authors = ["Austen", "Borges"]

    var body: some View {
        List(authors, id: \.self) { name in
            NavigationLink(name, value: name) // expect: navigation_link_outside_stack
        }
        .navigationDestination(for: String.self) { name in // expect: navigation_link_outside_stack
            Text(name)
        }
    }
}

/// Sheet content is a new presentation: it does not inherit the presenter's stack.
struct FilterPanel: View {
    var body: some View {
        List {
            NavigationLink(value: 3) { // expect: navigation_link_outside_stack
                Text("Three stars and up")
            }
        }
    }
}

/// Built in a `switch` case of a tab with no stack.
struct ReadingModeSwitch: View {
    let compact: Bool

    var body: some View {
        switch compact {
        case true:
            CompactReader()
        default:
            Text("Wide")
        }
    }
}

struct CompactReader: View {
    var body: some View {
        NavigationLink("Next chapter", value: 2) // expect: navigation_link_outside_stack
    }
}
