import SwiftUI

// Item-driven presentation, and Bool presentation that needs no selection.

// sheet(item:) and fullScreenCover(item:) pass the value into the content.
struct ContactsDirectory: View {
    let contacts: [Contact]
    let photos: [Photo]
    @State private var editing: Contact?
    @State private var viewing: Photo?

    var body: some View {
        List(contacts) { contact in
            Button(contact.name) { editing = contact }
        }
        .sheet(item: $editing) { contact in
            ContactEditor(contact: contact)
        }
        .fullScreenCover(item: $viewing) { photo in
            PhotoViewer(photo: photo)
        }
    }
}

// Bool sheets whose content needs no value; optional closures, try? and
// negations are not a selection read.
struct AccountView: View {
    @State private var showsSettings = false
    @State private var showsAbout = false
    @State private var draft = Contact(id: UUID(), name: "", email: "")
    @State private var canSave = false
    var onClose: (() -> Void)?
    let store: ContactStore

    var body: some View {
        Form {
            Button("Settings") { showsSettings = true }
            Button("About") { showsAbout = true }
        }
        .sheet(isPresented: $showsSettings) {
            NavigationStack {
                Form {
                    TextField("Name", text: $draft.name)
                }
                .toolbar {
                    Button("Save") {
                        try? store.save(draft)
                        onClose?()
                    }
                    .disabled(!canSave)
                }
            }
        }
        .fullScreenCover(isPresented: $showsAbout) {
            if let url = URL(string: "https://example.com/about") {
                Link("About us", destination: url)
            }
        }
    }
}

struct ContactStore {
    func save(_ contact: Contact) throws {}
}

// An alert that presents a value uses presenting:, not a sheet.
struct DeleteContactView: View {
    let contacts: [Contact]
    @State private var pendingDelete: Contact?
    @State private var confirmsDelete = false

    var body: some View {
        List(contacts) { contact in
            Text(contact.name)
                .swipeActions {
                    Button("Delete", role: .destructive) {
                        pendingDelete = contact
                        confirmsDelete = true
                    }
                }
        }
        .alert("Delete contact?", isPresented: $confirmsDelete, presenting: pendingDelete) { contact in
            Button("Delete \(contact.name)", role: .destructive) {}
        }
    }
}

// The selection is read outside the sheet content (in the row action), and the
// pattern appears in comments and strings.
struct ShareContactView: View {
    let contacts: [Contact]
    @State private var selected: Contact?
    @State private var showsShareHelp = false

    var body: some View {
        List(contacts) { contact in
            Button(selected?.id == contact.id ? "✓ \(contact.name)" : contact.name) {
                selected = contact
            }
        }
        // .sheet(isPresented:) { ContactEditor(contact: selected!) } was replaced by sheet(item:)
        .sheet(isPresented: $showsShareHelp) {
            Text("Use .sheet(item:) instead of selected! in a Bool sheet")
        }
    }
}

// The Bool is derived from the optional itself (a hand-rolled item sheet for a value
// that is not Identifiable): the sheet cannot show a nil or stale value.
struct ExportReportView: View {
    @State private var exportedFile: URL?

    var body: some View {
        Button("Export") { exportedFile = URL(fileURLWithPath: "/tmp/report.csv") }
            .sheet(isPresented: Binding(
                get: { exportedFile != nil },
                set: { if !$0 { exportedFile = nil } }
            )) {
                if let exportedFile {
                    Text(exportedFile.lastPathComponent)
                }
            }
    }
}

// nil is a valid input: the same picker opens to add a new tag (no value) or to
// replace an existing one, and the content falls back when there is none.
struct TagPickerHost: View {
    @State private var showsPicker = false
    @State private var replacing: Contact?

    var body: some View {
        VStack {
            Button("Add tag") {
                replacing = nil
                showsPicker = true
            }
            Button("Replace tag") {
                replacing = Contact(id: UUID(), name: "Old", email: "")
                showsPicker = true
            }
        }
        .sheet(isPresented: $showsPicker) {
            Text(replacing?.name ?? "New tag")
        }
    }
}

// The value is set right before the flag, in the same block: the sheet never opens
// without it (also across a DispatchQueue hop, and in a switch case).
struct ShareButton: View {
    @State private var shareItem: URL?
    @State private var showsShare = false
    let export: () -> URL

    var body: some View {
        Button("Share") {
            shareItem = export()
            showsShare = true
        }
        .sheet(isPresented: $showsShare) {
            if let shareItem {
                ShareLink(item: shareItem)
            }
        }
    }
}

struct DeepLinkHost: View {
    enum Link { case sheet(String), push(String) }

    @State private var target: String?
    @State private var showsTarget = false
    let links: [Link]

    var body: some View {
        List(links.indices, id: \.self) { i in Text("Link \(i)") }
            .onAppear {
                guard let first = links.first else { return }
                switch first {
                case .sheet(let name):
                    target = name
                    DispatchQueue.main.async { showsTarget = true }
                case .push:
                    break
                }
            }
            .sheet(isPresented: $showsTarget) {
                Text(target ?? "")
            }
    }
}

// The flag is set only in a branch that checked the optional: the screen's loaded model,
// not a selection that can go stale.
struct PlaylistDetail: View {
    @State private var playlist: Contact?
    @State private var showsEditor = false

    var body: some View {
        VStack {
            if playlist != nil {
                Button("Edit") { showsEditor = true }
            }
        }
        .sheet(isPresented: $showsEditor) {
            if let playlist {
                ContactEditor(contact: playlist)
            }
        }
    }
}
