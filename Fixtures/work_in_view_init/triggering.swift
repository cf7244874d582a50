import SwiftUI

// Work started in a View's init. A view's init is not a lifecycle event: it runs
// every time a parent's body builds the view, possibly many times while it is on screen.

// A Task in init (the calls inside it are part of the same finding).
struct ProfileView: View {
    let userID: String
    @ObservedObject var store: ProfileStore

    init(userID: String, store: ProfileStore) {
        self.userID = userID
        self.store = store
        Task { // expect: work_in_view_init
            await store.loadAvatar()
            await store.fetchFollowers()
        }
    }

    var body: some View {
        Text(store.name)
    }
}

// URLSession directly in init.
struct WeatherBadge: View {
    @State private var temperature = "–"
    let city: String

    init(city: String) {
        self.city = city
        let url = URL(string: "https://api.example.com/weather?city=\(city)")!
        URLSession.shared.dataTask(with: url) { data, _, _ in // expect: work_in_view_init
            print(data?.count ?? 0)
        }.resume()
    }

    var body: some View {
        Text("\(city): \(temperature)")
    }
}

// Service calls: .load( and .fetch… on injected objects.
struct OrderDetail: View {
    let orderID: String
    let summary: String
    let recent: [String]
    let store: ProfileStore

    init(orderID: String, repository: OrderRepository, store: ProfileStore) {
        self.orderID = orderID
        self.store = store
        store.load(userID: orderID) // expect: work_in_view_init
        summary = repository.fetch(orderID) // expect: work_in_view_init
        recent = repository
            .fetchRecent(limit: 5) // expect: work_in_view_init
    }

    var body: some View {
        VStack {
            Text(summary)
            ForEach(recent, id: \.self) { Text($0) }
        }
    }
}

// DispatchQueue, and a Task with a priority, in a ViewModifier's init.
struct PrefetchImages: ViewModifier {
    let urls: [URL]

    init(urls: [URL]) {
        self.urls = urls
        DispatchQueue.global(qos: .utility).async { // expect: work_in_view_init
            for url in urls { _ = try? Data(contentsOf: url) }
        }
        Task(priority: .background) { // expect: work_in_view_init
            for url in urls { _ = try? await URLSession.shared.data(from: url) }
        }
    }

    func body(content: Content) -> some View {
        content
    }
}

// A view whose conformance is declared in an extension, with a failable init.
struct InvoicePreview {
    let invoiceID: String

    init?(invoiceID: String?, store: ProfileStore) {
        guard let invoiceID else { return nil }
        self.invoiceID = invoiceID
        DispatchQueue.main.async { store.load(userID: invoiceID) } // expect: work_in_view_init
    }
}

extension InvoicePreview: View {
    var body: some View {
        Text(invoiceID)
    }
}
