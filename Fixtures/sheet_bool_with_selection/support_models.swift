import SwiftUI

// Models and leaf views for this run.

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var email: String
}

struct Photo: Identifiable {
    let id: String
    var url: URL
}

struct ContactEditor: View {
    let contact: Contact
    var body: some View { Text(contact.name) }
}

struct PhotoViewer: View {
    let photo: Photo
    var body: some View { AsyncImage(url: photo.url) }
}

@MainActor
final class ContactsModel: ObservableObject {
    @Published var contacts: [Contact] = []
    @Published var selectedContact: Contact?
    @Published var isShowingEditor = false
}
