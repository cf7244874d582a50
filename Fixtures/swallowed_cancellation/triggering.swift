import SwiftUI

// `try?` swallows the CancellationError thrown by Task.sleep: once the task is
// cancelled, the sleep returns at once and the loop spins without waiting.

struct StopwatchView: View {
    @State private var seconds = 0

    var body: some View {
        Text("\(seconds) s")
            .task {
                // while true: cancellation never ends this loop.
                while true {
                    try? await Task.sleep(for: .seconds(1)) // expect: swallowed_cancellation
                    seconds += 1
                }
            }
    }
}

@MainActor
final class OrderTracker: ObservableObject {
    @Published private(set) var status = "Placed"
    private var isTracking = true
    private let api: OrderAPI

    init(api: OrderAPI) { self.api = api }

    // Polling in a view model: a condition that is not about cancellation.
    func track(orderID: String) async {
        while isTracking {
            status = await api.status(of: orderID)
            if status == "Delivered" { isTracking = false }
            try? await Task.sleep(nanoseconds: 30 * NSEC_PER_SEC) // expect: swallowed_cancellation
        }
    }

    // repeat/while, with the sleep inside an `if`.
    func waitUntilPaid(orderID: String) async {
        var paid = false
        repeat {
            paid = await api.isPaid(orderID)
            if !paid {
                try? await Task.sleep(for: .milliseconds(500)) // expect: swallowed_cancellation
            }
        } while !paid
    }

    // A bounded retry loop still fires every remaining request at once after cancel.
    func submit(orderID: String) async -> Bool {
        for attempt in 1...5 {
            if await api.submit(orderID) { return true }
            let backoff = Duration.seconds(Double(attempt * attempt))
            try? await Task.sleep(for: backoff) // expect: swallowed_cancellation
        }
        return false
    }

    // The clock-based overload, inside a do/catch that does not help.
    func heartbeat() async {
        do {
            try await api.connect()
            while true {
                await api.ping()
                try? await Task.sleep(until: .now + .seconds(10), clock: .continuous) // expect: swallowed_cancellation
            }
        } catch {
            status = "Offline"
        }
    }
}

protocol OrderAPI: Sendable {
    func status(of id: String) async -> String
    func isPaid(_ id: String) async -> Bool
    func submit(_ id: String) async -> Bool
    func connect() async throws
    func ping() async
}

// A loop inside an unstructured task in a view modifier.
struct PulseModifier: ViewModifier {
    @State private var isBright = false

    func body(content: Content) -> some View {
        content
            .opacity(isBright ? 1 : 0.4)
            .onAppear {
                Task {
                    while true {
                        isBright.toggle()
                        try? await Task.sleep(for: .seconds(0.8)) // expect: swallowed_cancellation
                    }
                }
            }
    }
}

// A private waiter awaited by a task the caller keeps and cancels: once cancelled, the
// loop spins until the flag flips; the wall clock does not bound the passes.
@MainActor
final class PlayerLoader {
    var isSeeking = false
    private var loadTask: Task<Void, Never>?

    func load() {
        loadTask?.cancel()
        loadTask = Task { await waitForSeek() }
    }

    private func waitForSeek(timeout: TimeInterval = 5) async {
        let start = Date()
        while isSeeking {
            if Date().timeIntervalSince(start) > timeout { return }
            try? await Task.sleep(nanoseconds: 50_000_000) // expect: swallowed_cancellation
        }
    }
}
