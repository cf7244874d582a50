import SwiftUI

// Cancellation that reaches the loop, and try? sleeps that are not in a loop.

struct TickerView: View {
    @State private var ticks = 0

    var body: some View {
        Text("\(ticks)")
            // try await inside do/catch: CancellationError ends the loop.
            .task {
                do {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        ticks += 1
                    }
                } catch {
                    // cancelled
                }
            }
    }
}

@MainActor
final class SearchModel: ObservableObject {
    @Published var results: [String] = []
    @Published var query = ""
    private var isRunning = true

    // A debounce: the try? sleep is not inside a loop, and the next line checks.
    func search(_ text: String) async {
        try? await Task.sleep(for: .milliseconds(300))
        guard !Task.isCancelled else { return }
        results = [text]
    }

    // The loop condition checks Task.isCancelled.
    func pollWhileVisible() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(5))
            results.append("tick")
        }
        while isRunning && !Task.isCancelled {
            try? await Task.sleep(for: .seconds(1))
        }
    }

    // The body calls try Task.checkCancellation(), or leaves on isCancelled.
    func refreshForever() async throws {
        while true {
            try Task.checkCancellation()
            results = ["fresh"]
            try? await Task.sleep(for: .seconds(60))
        }
    }

    func watchQuery() async {
        while true {
            guard !Task.isCancelled else { break }
            try? await Task.sleep(for: .seconds(2))
            if Task.isCancelled { return }
        }
    }

    // try (not try?) in a throwing function propagates the cancellation.
    func backoff(attempts: Int) async throws {
        for attempt in 0..<attempts {
            try await Task.sleep(for: .seconds(Double(attempt)))
        }
    }

    // try? on other calls inside a loop, and a sleep inside a task the loop only starts.
    func prefetch(_ urls: [URL]) async {
        for url in urls {
            let data = try? await URLSession.shared.data(from: url)
            results.append("\(data?.0.count ?? 0)")
            Task {
                try? await Task.sleep(for: .milliseconds(100))
                results.append(url.lastPathComponent)
            }
        }
    }

    // The pattern in comments and strings.
    func explain() {
        // while true { try? await Task.sleep(for: .seconds(1)) } spins once cancelled
        results.append("while true { try? await Task.sleep(for: .seconds(1)) }")
    }
}

// Fire-and-forget tasks: nothing holds their handle, so nothing can cancel them and
// the try? never meets a CancellationError.
final class ExportWatcher {
    private var finished = false
    static let ticker = Task {
        while true {
            try? await Task.sleep(for: .seconds(1))
        }
    }

    func waitForExport(then done: @escaping () -> Void) {
        Task {
            while !finished {
                try? await Task.sleep(nanoseconds: 200_000_000)
            }
            done()
        }
    }
}

// Polling helpers in tests.
import XCTest

final class UploadFlowTests: XCTestCase {
    private func waitUntil(_ condition: @escaping () -> Bool) async {
        let deadline = Date().addingTimeInterval(2)
        while !condition(), Date() < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}

// Loops that end by themselves: pacing over a collection (a cancelled import just
// finishes sooner) and a counter-based timeout.
@MainActor
final class PlaylistImporter {
    var imported: [String] = []
    var isResponding = false

    func importAll(_ titles: [String]) async {
        for title in titles {
            imported.append(title)
            try? await Task.sleep(for: .milliseconds(50))
        }
    }

    func waitForReply(timeout: TimeInterval = 3) async -> Bool {
        var waited: TimeInterval = 0
        while waited < timeout {
            try? await Task.sleep(for: .milliseconds(100))
            waited += 0.1
            if isResponding { return true }
        }
        return false
    }
}

// A private function called only from fire-and-forget tasks: nothing can cancel it, so
// the loop never sees a cancellation (also through a callback it awaits, and through a
// second private function).
@MainActor
final class BatchDownloader {
    var isShowingError = false
    var queue: [String] = []

    func start() {
        Task { await runBatch() }
    }

    func retry() {
        Task.detached { await self.resume() }
    }

    private func resume() async {
        await runBatch()
    }

    private func runBatch() async {
        await process(onError: {
            while self.isShowingError {
                try? await Task.sleep(for: .milliseconds(100))
            }
        })
    }

    private func process(onError: () async -> Void) async {
        await onError()
    }
}
