import SwiftUI
import SwiftData
import CoreData

// Plain assignments and state set-up in a view's init; the same work elsewhere.

// State, StateObject (its autoclosure runs once), and plain assignments.
struct EditorView: View {
    @State private var draft: String
    @StateObject private var store: ProfileStore
    @State private var phase: Phase = .loading
    @State private var priority = TaskPriority.medium
    let title: String
    private let isLoading: Bool

    enum Phase { case loading, loaded }

    init(title: String, initialText: String, store: @autoclosure @escaping () -> ProfileStore) {
        self.title = title
        _draft = State(initialValue: initialText)
        _store = StateObject(wrappedValue: store())
        _phase = State(initialValue: .loading)
        isLoading = false
        // Task { await store.load() } moved to .task below.
    }

    var body: some View {
        TextEditor(text: $draft)
            .navigationTitle(title)
            .task { await store.loadAvatar() }
    }
}

// Core Data and SwiftData queries configured in init: they describe a fetch, the
// framework runs it.
struct RecentTripsList: View {
    @FetchRequest private var trips: FetchedResults<Trip>

    init(limit: Int) {
        let request: NSFetchRequest<Trip> = Trip.fetchRequest()
        request.fetchLimit = limit
        _trips = FetchRequest(fetchRequest: request)
    }

    var body: some View {
        List(trips, id: \.objectID) { Text($0.name) }
    }
}

struct TripsList: View {
    @FetchRequest private var trips: FetchedResults<Trip>

    init(limit: Int) {
        let request = NSFetchRequest<Trip>(entityName: "Trip")
        request.fetchLimit = limit
        request.fetchBatchSize = 20
        request.sortDescriptors = [NSSortDescriptor(key: "startDate", ascending: false)]
        _trips = FetchRequest(fetchRequest: request)
    }

    var body: some View {
        List(trips, id: \.objectID) { Text($0.name) }
    }
}

@Model
final class Flight {
    var code: String
    var departure: Date
    init(code: String, departure: Date) {
        self.code = code
        self.departure = departure
    }
}

struct FlightsList: View {
    @Query private var flights: [Flight]

    init(after date: Date) {
        _flights = Query(filter: #Predicate<Flight> { $0.departure > date }, sort: \.departure)
    }

    var body: some View {
        List(flights) { Text($0.code) }
    }
}

// A closure stored for later is not run in init.
struct RetryBanner: View {
    let onRetry: () -> Void

    init(store: ProfileStore, userID: String) {
        onRetry = { store.load(userID: userID) }
    }

    var body: some View {
        Button("Retry", action: onRetry)
    }
}

// Work in initializers of types that are not views.
@MainActor
final class DashboardModel: ObservableObject {
    @Published var items: [String] = []

    init(repository: OrderRepository) {
        items = repository.fetchRecent(limit: 10)
        Task { await self.refresh() }
    }

    func refresh() async {}
}

struct ImagePrefetcher {
    init(urls: [URL]) {
        DispatchQueue.global().async { for url in urls { _ = try? Data(contentsOf: url) } }
        URLSession.shared.dataTask(with: urls[0]).resume()
    }
}

// The same work in body, in actions and in .task, and the names in strings.
struct AccountView: View {
    @StateObject private var store = ProfileStore()

    var body: some View {
        VStack {
            Text("Task { } and URLSession run in .task, not in init")
            Button("Reload") {
                Task { await store.fetchFollowers() }
            }
        }
        .task { await store.loadAvatar() }
        .onAppear { store.load(userID: "me") }
    }
}

// Creating a queue or a session object starts no work.
struct UploadQueueView: View {
    private let queue: DispatchQueue
    private let session: URLSession

    init() {
        queue = DispatchQueue(label: "uploads")
        session = URLSession(configuration: .ephemeral)
    }

    var body: some View {
        Text("Uploads")
    }
}
