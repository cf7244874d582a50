import SwiftUI

// A Bool drives the sheet while the content reads a separate optional selection:
// the sheet can show a stale or nil value.

// Force unwrap in the content; the flag is set by a toolbar button that does not set the
// selection, so the sheet can open with nil.
struct ContactsList: View {
    let contacts: [Contact]
    @State private var selected: Contact?
    @State private var showsEditor = false

    var body: some View {
        List(contacts) { contact in
            Button(contact.name) { selected = contact }
        }
        .toolbar {
            Button("Edit") { showsEditor = true }
        }
        .sheet(isPresented: $showsEditor) { // expect: sheet_bool_with_selection
            ContactEditor(contact: selected!)
        }
    }
}

// if let in the content, with an onDismiss argument and a nested NavigationStack.
struct PhotoGrid: View {
    let photos: [Photo]
    @State private var tappedPhoto: Photo?
    @State private var isViewerPresented = false

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(photos) { photo in
                    AsyncImage(url: photo.url)
                        .onTapGesture { tappedPhoto = photo }
                        .onLongPressGesture { isViewerPresented = true }
                }
            }
        }
        .fullScreenCover(isPresented: $isViewerPresented, onDismiss: { tappedPhoto = nil }) { // expect: sheet_bool_with_selection
            NavigationStack {
                if let tappedPhoto {
                    PhotoViewer(photo: tappedPhoto)
                        .toolbar { Button("Done") { isViewerPresented = false } }
                }
            }
        }
    }
}

// Optional chaining on a view model's selection, with the modifier after #if.
struct ContactsScreen: View {
    @StateObject private var model = ContactsModel()

    var body: some View {
        List(model.contacts) { contact in
            Text(contact.name)
                .onTapGesture { model.selectedContact = contact }
                .swipeActions { Button("Edit") { model.isShowingEditor = true } }
        }
        #if os(iOS)
        .listStyle(.insetGrouped)
        #endif
        .sheet(isPresented: $model.isShowingEditor) { // expect: sheet_bool_with_selection
            VStack {
                Text(model.selectedContact?.name ?? "")
                Text(model.selectedContact?.email ?? "")
            }
            .presentationDetents([.medium])
        }
    }
}

// if let with an explicit binding name, in a @ViewBuilder helper of an extension.
struct InviteView: View {
    @State private var invitee: Contact?
    @State private var showsInvite = false

    var body: some View {
        content
    }
}

extension InviteView {
    @ViewBuilder
    var content: some View {
        Button("Invite") { showsInvite = true }
            .sheet(isPresented: $showsInvite) { // expect: sheet_bool_with_selection
                if let person = invitee {
                    ContactEditor(contact: person)
                } else {
                    ProgressView()
                }
            }
    }
}
