import SwiftUI

// Rows with two or more default-style buttons: the whole row is one tap target,
// so a tap anywhere runs every button's action.

struct TodoList: View {
    @State private var items: [TodoItem] = []

    var body: some View {
        List {
            ForEach($items) { $item in
                HStack {
                    Button { // expect: multiple_buttons_in_list_row
                        item.isDone.toggle()
                    } label: {
                        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    }
                    Text(item.title)
                    Spacer()
                    Button(role: .destructive) {
                        items.removeAll { $0.id == item.id }
                    } label: {
                        Image(systemName: "trash")
                    }
                }
            }
        }
    }
}

// List(data) row closure.
struct FriendRequestsView: View {
    let requests: [FriendRequest]

    var body: some View {
        List(requests) { request in
            HStack {
                Text(request.name)
                Spacer()
                Button("Accept") { accept(request) } // expect: multiple_buttons_in_list_row
                Button("Decline") { decline(request) }
            }
        }
    }

    private func accept(_ request: FriendRequest) {}
    private func decline(_ request: FriendRequest) {}
}

// A static row in a Section: a hand-made stepper.
struct QuantityRow: View {
    @State private var quantity = 1

    var body: some View {
        List {
            Section("Order") {
                HStack {
                    Button("−") { quantity -= 1 } // expect: multiple_buttons_in_list_row
                    Text("\(quantity)").frame(minWidth: 32)
                    Button("+") { quantity += 1 }
                }
            }
        }
    }
}

// One button styled, two not: the two default ones still share the row.
struct PlayerRow: View {
    let tracks: [String]

    var body: some View {
        List(tracks, id: \.self) { track in
            VStack(alignment: .leading) {
                Text(track)
                HStack {
                    Button("Info") {}
                        .buttonStyle(.borderless)
                    Button("Play") {} // expect: multiple_buttons_in_list_row
                    Button("Queue") {}
                }
            }
        }
    }
}

// A Form is a list too.
struct ProfileForm: View {
    @State private var avatar: Image?

    var body: some View {
        Form {
            HStack {
                Button("Choose photo") {} // expect: multiple_buttons_in_list_row
                Spacer()
                Button("Remove", role: .destructive) { avatar = nil }
            }
        }
    }
}

// A list built in a @ViewBuilder property of an extension, with an #if block in the row.
struct InboxView: View {
    let requests: [FriendRequest]

    var body: some View {
        NavigationStack { requestList }
    }
}

extension InboxView {
    @ViewBuilder
    var requestList: some View {
        List {
            ForEach(requests) { request in
                HStack {
                    Text(request.name)
                    #if os(iOS)
                    Button("Call") {} // expect: multiple_buttons_in_list_row
                    #endif
                    Button("Message") {}
                }
            }
        }
    }
}

// A module-qualified Section: its top-level buttons are separate rows, but a row
// inside it with two buttons is still one tap target.
struct DebugActionsForm: View {
    var body: some View {
        Form {
            SwiftUI.Section(header: Text("Actions")) {
                Button("Crash") {}
                Button("Log") {}
                HStack {
                    Button("Copy") {} // expect: multiple_buttons_in_list_row
                    Button("Share") {}
                }
            }
        }
    }
}

// Buttons in an .overlay draw inside the row: they still share its tap target.
struct DownloadRow: View {
    let title: String

    var body: some View {
        List {
            Text(title)
                .frame(maxWidth: .infinity, alignment: .leading)
                .overlay(alignment: .trailing) {
                    HStack {
                        Button("Pause") {} // expect: multiple_buttons_in_list_row
                        Button("Cancel") {}
                    }
                }
        }
    }
}
