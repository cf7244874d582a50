import SwiftUI
import UIKit

// Loops in cancellable tasks that await on every pass and never look at cancellation.

final class PriceTicker {
    private var pollTask: Task<Void, Never>?
    private let feed = PriceFeed()
    var onPrice: ((Double) -> Void)?

    func start() {
        pollTask = Task {
            while true { // expect: cancellation_unchecked_after_await
                let price = await feed.latestPrice()
                onPrice?(price)
                await feed.waitForNextTick()
            }
        }
    }

    func stop() {
        pollTask?.cancel()
    }
}

final class UploadQueueViewController: UIViewController {
    var uploadTask: Task<Void, Never>?
    var pending: [URL] = []
    let uploader = Uploader()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        uploadTask = Task { [weak self] in
            guard let self else { return }
            for file in self.pending { // expect: cancellation_unchecked_after_await
                let ok = await self.uploader.upload(file)
                self.markDone(file, ok: ok)
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        uploadTask?.cancel()
    }

    func markDone(_ file: URL, ok: Bool) {}
}

struct LiveScoreView: View {
    @State private var score = 0
    let service: ScoreService

    var body: some View {
        Text("\(score)")
            .task {
                // try? on the fetch turns cancellation into nil, and nothing else checks.
                repeat { // expect: cancellation_unchecked_after_await
                    score = (try? await service.fetchScore()) ?? score
                    await service.pause()
                } while score < 100
            }
    }
}

final class RetryingLoader {
    var task: Task<Data?, Never>?

    func load(_ url: URL) {
        task = Task.detached {
            var attempt = 0
            // Errors are caught and the loop goes on.
            while attempt < 50 { // expect: cancellation_unchecked_after_await
                attempt += 1
                do {
                    return try await Self.fetch(url)
                } catch {
                    await Self.backOff(attempt)
                }
            }
            return nil
        }
    }

    static func fetch(_ url: URL) async throws -> Data { Data() }
    static func backOff(_ attempt: Int) async {}
}
