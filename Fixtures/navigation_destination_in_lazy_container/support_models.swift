import SwiftUI

// Models and small views shared by the fixtures of this run. No navigation
// modifiers here.

struct Product: Identifiable, Hashable {
    let id: UUID
    var name: String
    var price: Decimal
    var tags: [String]
}

struct Folder: Identifiable, Hashable {
    let id: String
    var title: String
    var children: [Folder]?
}

enum SettingsRoute: Hashable {
    case account
    case notifications
    case privacy
}

struct ProductRow: View {
    let product: Product

    var body: some View {
        HStack {
            Text(product.name)
            Spacer()
            Text(product.price, format: .currency(code: "EUR"))
                .foregroundStyle(.secondary)
        }
    }
}

struct ProductDetailView: View {
    let product: Product

    var body: some View {
        Text(product.name).font(.largeTitle)
    }
}

struct FolderView: View {
    let folder: Folder

    var body: some View {
        Label(folder.title, systemImage: "folder")
    }
}
