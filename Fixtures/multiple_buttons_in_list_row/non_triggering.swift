import SwiftUI

// Rows with one button, styled buttons, buttons that are not in the row itself,
// and buttons outside lists.

// One button per row; two top-level buttons in a List (or in a ForEach closure)
// are two separate rows.
struct SingleButtonRows: View {
    let requests: [FriendRequest]

    var body: some View {
        List {
            ForEach(requests) { request in
                HStack {
                    Text(request.name)
                    Spacer()
                    Button("Accept") {}
                }
            }
            Button("Accept all") {}
            Button("Decline all", role: .destructive) {}
            ForEach(requests) { request in
                Button("Remind \(request.name)") {}
                Button("Block \(request.name)", role: .destructive) {}
            }
        }
    }
}

// Every button styled .borderless or .plain (dot and type spellings).
struct StyledButtonsRow: View {
    @State private var quantity = 1

    var body: some View {
        List {
            HStack {
                Button("−") { quantity -= 1 }
                    .buttonStyle(.borderless)
                Text("\(quantity)")
                Button("+") { quantity += 1 }
                    .buttonStyle(.plain)
            }
            HStack {
                Button("Play") {}.buttonStyle(BorderlessButtonStyle())
                Button("Queue") {}.buttonStyle(PlainButtonStyle())
            }
        }
    }
}

// The style applied to the row container, or to the whole List, reaches every button.
struct ContainerStyledRows: View {
    let requests: [FriendRequest]

    var body: some View {
        List {
            ForEach(requests) { request in
                HStack {
                    Button("Accept") {}
                    Button("Decline") {}
                }
                .buttonStyle(.borderless)
            }
        }
        List(requests) { request in
            HStack {
                Button("Call") {}
                Button("Message") {}
            }
        }
        .buttonStyle(.plain)
    }
}

// Secondary actions in swipe actions, a context menu, a Menu and a dialog.
struct TodoRows: View {
    @State private var items: [TodoItem] = []
    @State private var confirmsClear = false

    var body: some View {
        List {
            ForEach($items) { $item in
                HStack {
                    Button(item.title) { item.isDone.toggle() }
                    Spacer()
                    Menu {
                        Button("Rename") {}
                        Button("Duplicate") {}
                    } label: {
                        Image(systemName: "ellipsis")
                    }
                }
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                    Button("Pin") {}
                }
                .contextMenu {
                    Button("Copy") {}
                    Button("Share") {}
                }
            }
            Button("Clear completed") { confirmsClear = true }
                .confirmationDialog("Clear?", isPresented: $confirmsClear) {
                    Button("Clear", role: .destructive) {}
                    Button("Keep", role: .cancel) {}
                }
        }
        .toolbar {
            ToolbarItem { Button("Add") {} }
            ToolbarItem { EditButton() }
        }
    }
}

// Custom controls that only share the name, two buttons outside a list, and the
// pattern in comments and strings.
struct CardActions: View {
    let request: FriendRequest

    var body: some View {
        VStack {
            HStack {
                Button("Accept") {}
                Button("Decline") {}
            }
            List {
                HStack {
                    // Button("A") {} and Button("B") {} used to share this row.
                    RoundIconButton(systemName: "phone") {}
                    RoundIconButton(systemName: "message") {}
                    Text("Button(\"Call\") Button(\"Text\")")
                }
            }
        }
    }
}

// Buttons in the closure of your own modifier (a menu wrapper, an action bar that styles
// its buttons) are not part of the row's tap target.
extension View {
    func catalystMenu<Items: View>(@ViewBuilder _ items: () -> Items) -> some View {
        contextMenu { items() }
    }

    func actionBar<Bar: View>(@ViewBuilder _ bar: () -> Bar) -> some View {
        safeAreaInset(edge: .bottom) { bar().buttonStyle(.borderless) }
    }
}

struct BookmarkRows: View {
    let notes: [String]

    var body: some View {
        List(notes, id: \.self) { note in
            Text(note)
                .catalystMenu {
                    Button("Edit") {}
                    Button("Delete", role: .destructive) {}
                }
                .actionBar {
                    Button("Add") {}
                    Button("Remove") {}
                }
        }
    }
}
