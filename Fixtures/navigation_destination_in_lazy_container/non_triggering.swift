import SwiftUI

// Destinations declared where they belong: on the lazy container itself or on a
// non-lazy ancestor inside the NavigationStack.

// On the List itself, next to navigationTitle.
struct StoreView: View {
    let products: [Product]

    var body: some View {
        NavigationStack {
            List {
                ForEach(products) { product in
                    NavigationLink(value: product) {
                        ProductRow(product: product)
                    }
                }
                .onDelete { _ in }
            }
            .navigationTitle("Store")
            .navigationDestination(for: Product.self) { product in
                ProductDetailView(product: product)
            }
        }
    }
}

// On the ScrollView that hosts the lazy stack, and on the LazyVStack itself
// (the container is built eagerly; only its children are lazy).
struct CardsView: View {
    let products: [Product]
    @State private var opened: Product?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack {
                    ForEach(products) { product in
                        ProductRow(product: product)
                            .onTapGesture { opened = product }
                    }
                }
                .navigationDestination(for: Folder.self) { FolderView(folder: $0) }
            }
            .navigationDestination(item: $opened) { product in
                ProductDetailView(product: product)
            }
        }
    }
}

// On a non-lazy sibling of the lazy content, and on the VStack that wraps the List.
struct DashboardView: View {
    let products: [Product]
    @State private var showsProfile = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Button("Profile") { showsProfile = true }
                    .navigationDestination(isPresented: $showsProfile) {
                        Text("Profile")
                    }
                List(products) { product in
                    NavigationLink(product.name, value: product)
                }
            }
            .navigationDestination(for: Product.self) { ProductDetailView(product: $0) }
        }
    }
}

// Form rows link by value; the destination sits on the Form.
struct PreferencesView: View {
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    NavigationLink("Account", value: SettingsRoute.account)
                    NavigationLink("Notifications", value: SettingsRoute.notifications)
                }
            }
            .navigationDestination(for: SettingsRoute.self) { route in
                switch route {
                case .account: Text("Account")
                case .notifications: Text("Notifications")
                case .privacy: Text("Privacy")
                }
            }
        }
    }
}

// Grid is eager (not in the lazy list), so a cell may carry a destination.
struct ComparisonView: View {
    @State private var showsDetails = false

    var body: some View {
        NavigationStack {
            Grid {
                GridRow {
                    Text("Plan")
                    Button("Details") { showsDetails = true }
                        .navigationDestination(isPresented: $showsDetails) { Text("Plan details") }
                }
            }
        }
    }
}

// A sheet presented from the List has its own NavigationStack: its destination
// is inside the sheet content, not inside the list content.
struct OrdersView: View {
    let products: [Product]
    @State private var editing: Product?

    var body: some View {
        NavigationStack {
            List(products) { product in
                Button(product.name) { editing = product }
            }
            .sheet(item: $editing) { product in
                NavigationStack {
                    ProductDetailView(product: product)
                        .navigationDestination(for: String.self) { tag in
                            Text(tag)
                        }
                }
            }
        }
    }
}

// Lookalikes inside rows: comments, strings and a router method that only
// shares the name (it is called on an object, not applied to a view).
final class AppRouter {
    func navigationDestination(for product: Product) -> String {
        "product/\(product.id)"
    }
}

struct SharedLinksView: View {
    let products: [Product]
    let router: AppRouter

    var body: some View {
        NavigationStack {
            List(products) { product in
                // .navigationDestination(for: Product.self) lives on the List below.
                ShareLink(item: router.navigationDestination(for: product)) {
                    Text(".navigationDestination(for:) \(product.name)")
                }
            }
            .navigationDestination(for: Product.self) { ProductDetailView(product: $0) }
        }
    }
}

// A @ViewBuilder property outside body: the modifier is on the List it returns.
struct ArchiveView: View {
    let products: [Product]

    var body: some View {
        NavigationStack { archive }
    }

    private var archive: some View {
        List {
            ForEach(products) { NavigationLink($0.name, value: $0) }
        }
        .navigationDestination(for: Product.self) { ProductDetailView(product: $0) }
    }
}

// A helper property used outside the lazy content: the destination sits on the
// header above the List.
struct InboxScreen: View {
    let products: [Product]
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            VStack {
                filterBar
                List(products) { Text($0.name) }
            }
        }
    }

    private var filterBar: some View {
        Button("Filters") { showsFilters = true }
            .navigationDestination(isPresented: $showsFilters) { Text("Filters") }
    }
}

// Tabs built with a ForEach, each with its own NavigationStack: the destination
// belongs to the stack inside the tab, not to a row.
enum StoreTab: String, CaseIterable, Identifiable {
    case featured, search
    var id: String { rawValue }
}

struct StoreTabs: View {
    let products: [Product]

    var body: some View {
        TabView {
            ForEach(StoreTab.allCases) { tab in
                NavigationStack {
                    List(products) { NavigationLink($0.name, value: $0) }
                        .navigationDestination(for: Product.self) { ProductDetailView(product: $0) }
                }
                .tabItem { Text(tab.rawValue) }
            }
        }
    }
}
