import SwiftUI

// Destinations declared on rows (or on something nested in a row) of lazy containers.

// The classic: one destination per row of a ForEach inside a List.
struct CatalogView: View {
    let products: [Product]

    var body: some View {
        NavigationStack {
            List {
                ForEach(products) { product in
                    NavigationLink(value: product) {
                        ProductRow(product: product)
                    }
                    .navigationDestination(for: Product.self) { product in // expect: navigation_destination_in_lazy_container
                        ProductDetailView(product: product)
                    }
                }
            }
            .navigationTitle("Catalog")
        }
    }
}

// List(data) row closure, with the modifier after a multi-line chain and an #if block.
struct SearchResultsView: View {
    let results: [Product]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(results) { product in
                NavigationLink(value: product) {
                    ProductRow(product: product)
                }
                #if os(iOS)
                .listRowSeparator(.hidden)
                #endif
                .navigationDestination(for: Product.self) { ProductDetailView(product: $0) } // expect: navigation_destination_in_lazy_container
            }
            .searchable(text: $query)
        }
    }
}

// Form is backed by a list: a control inside a Section is a row.
struct SettingsScreen: View {
    @State private var showsPrivacy = false
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Button("Privacy") { showsPrivacy = true }
                        .navigationDestination(isPresented: $showsPrivacy) { // expect: navigation_destination_in_lazy_container
                            Text("Privacy settings")
                        }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

// A Section inside a List carrying the modifier is still inside the list content.
struct AccountSectionsView: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink("Account", value: SettingsRoute.account)
                    NavigationLink("Privacy", value: SettingsRoute.privacy)
                }
                .navigationDestination(for: SettingsRoute.self) { route in // expect: navigation_destination_in_lazy_container
                    Text(String(describing: route))
                }
            }
        }
    }
}

// Cards of a LazyVStack, the item-based destination.
struct FeedView: View {
    let products: [Product]
    @State private var opened: Product?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(products) { product in
                        ProductRow(product: product)
                            .padding()
                            .background(.thinMaterial, in: .rect(cornerRadius: 12))
                            .onTapGesture { opened = product }
                            .navigationDestination(item: $opened) { product in // expect: navigation_destination_in_lazy_container
                                ProductDetailView(product: product)
                            }
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}

// Grid cells of LazyVGrid and LazyHGrid, and a LazyHStack carousel.
struct GalleryView: View {
    let products: [Product]
    private let columns = [GridItem(.adaptive(minimum: 140))]

    var body: some View {
        NavigationStack {
            ScrollView {
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(products) { product in
                            NavigationLink(product.name, value: product)
                                .navigationDestination(for: Product.self) { ProductDetailView(product: $0) } // expect: navigation_destination_in_lazy_container
                        }
                    }
                }
                LazyVGrid(columns: columns) {
                    ForEach(products) { product in
                        NavigationLink(value: product.id) {
                            ProductRow(product: product)
                        }
                        .navigationDestination(for: UUID.self) { id in // expect: navigation_destination_in_lazy_container
                            Text(id.uuidString)
                        }
                    }
                }
                LazyHGrid(rows: [GridItem(.fixed(80))]) {
                    ForEach(products) { product in
                        VStack {
                            Text(product.name)
                            // A control nested deep inside the cell.
                            NavigationLink("Tags", value: product.tags)
                                .navigationDestination(for: [String].self) { tags in // expect: navigation_destination_in_lazy_container
                                    Text(tags.joined(separator: ", "))
                                }
                        }
                    }
                }
            }
        }
    }
}

// A ForEach is reported even inside a plain VStack: every element registers
// the same destination again.
struct RecentProductsView: View {
    let recent: [Product]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack {
                    ForEach(recent) { product in
                        NavigationLink(value: product) { ProductRow(product: product) }
                            .navigationDestination(for: Product.self) { ProductDetailView(product: $0) } // expect: navigation_destination_in_lazy_container
                    }
                }
            }
        }
    }
}

// OutlineGroup and Table rows.
struct FolderBrowser: View {
    let root: [Folder]

    var body: some View {
        NavigationStack {
            List {
                OutlineGroup(root, children: \.children) { folder in
                    NavigationLink(value: folder) { FolderView(folder: folder) }
                        .navigationDestination(for: Folder.self) { FolderView(folder: $0) } // expect: navigation_destination_in_lazy_container
                }
            }
        }
    }
}

struct InventoryTable: View {
    let products: [Product]
    @State private var inspected: Product?

    var body: some View {
        NavigationStack {
            Table(products) {
                TableColumn("Name") { product in
                    Button(product.name) { inspected = product }
                        .navigationDestination(item: $inspected) { ProductDetailView(product: $0) } // expect: navigation_destination_in_lazy_container
                }
                TableColumn("Price") { product in
                    Text(product.price, format: .number)
                }
            }
        }
    }
}

// Outside `body`: a @ViewBuilder property and a helper in an extension of the view.
struct WishlistView: View {
    let products: [Product]

    var body: some View {
        NavigationStack {
            wishlist
        }
    }

    @ViewBuilder
    private var wishlist: some View {
        if products.isEmpty {
            ContentUnavailableView("No wishes yet", systemImage: "heart")
        } else {
            List {
                rows
            }
        }
    }
}

extension WishlistView {
    @ViewBuilder
    var rows: some View {
        ForEach(products) { product in
            NavigationLink(value: product) { ProductRow(product: product) }
                .navigationDestination(for: Product.self) { product in // expect: navigation_destination_in_lazy_container
                    ProductDetailView(product: product)
                }
        }
    }
}

// The Form lives in body; the Section carrying the destination is a separate
// property that body places inside the Form.
struct ReadingSettingsView: View {
    @State private var showsFontPicker = false
    @State private var fontName = "System"

    var body: some View {
        NavigationStack {
            Form {
                fontSection
            }
        }
    }

    private var fontSection: some View {
        Section("Font") {
            Picker("Font", selection: $fontName) {
                Text("System").tag("System")
                Text("Custom…").tag("Custom")
            }
            .navigationDestination(isPresented: $showsFontPicker) { Text("Fonts") } // expect: navigation_destination_in_lazy_container
        }
    }
}
