import SwiftUI
import UIKit

// Near-misses: loops that check cancellation (isCancelled, checkCancellation, a
// throwing Task.sleep, a try await whose error leaves the loop, a helper that
// checks), for-await loops, loops with a small fixed bound, awaits that do not
// run on every pass, awaits outside loops, and tasks nothing can cancel.

final class Poller {
    private var task: Task<Void, Never>?
    private var throwingTask: Task<Void, Error>?
    private let feed = PriceFeed()

    func startChecked() {
        task = Task {
            while !Task.isCancelled {
                _ = await feed.latestPrice()
                await feed.waitForNextTick()
            }
        }
    }

    func startGuarded() {
        task = Task {
            while true {
                await feed.waitForNextTick()
                guard !Task.isCancelled else { return }
            }
        }
    }

    func startThrowing() {
        throwingTask = Task {
            repeat {
                try Task.checkCancellation()
                await feed.waitForNextTick()
            } while true
        }
    }

    func startSleeping() {
        throwingTask = Task {
            while true {
                _ = await feed.latestPrice()
                try await Task.sleep(nanoseconds: 1_000_000_000)
            }
        }
    }

    // A throwing network call leaves the loop with CancellationError.
    func startFetching(_ url: URL) {
        throwingTask = Task {
            while true {
                let (data, _) = try await URLSession.shared.data(from: url)
                _ = data
            }
        }
    }

    // A helper of the same type checks.
    func startWithHelper() {
        task = Task {
            while true {
                await tick()
            }
        }
    }

    private func tick() async {
        if Task.isCancelled { return }
        await feed.waitForNextTick()
    }

    // An async sequence ends when the task is cancelled.
    func startStreaming() {
        task = Task {
            for await price in feed.prices() {
                print(price)
            }
        }
    }

    func startIterating() {
        task = Task {
            var iterator = feed.prices().makeAsyncIterator()
            while let price = await iterator.next() {
                print(price)
            }
        }
    }

    // A small fixed number of passes.
    func warmUp() {
        task = Task {
            for _ in 0..<3 {
                await feed.waitForNextTick()
            }
            for step in [1, 2, 4] {
                await Task.yield()
                print(step)
            }
        }
    }

    // The await runs only on some passes.
    func drain(_ items: [Int]) {
        task = Task {
            for item in items {
                if item.isMultiple(of: 100) {
                    await Task.yield()
                }
            }
        }
    }

    // No loop.
    func once() {
        task = Task {
            _ = await feed.latestPrice()
        }
    }

    // A loop without awaits.
    func sum(_ values: [Int]) {
        task = Task {
            var total = 0
            for v in values { total += v }
            print(total)
        }
    }

    // Nothing can cancel a task whose handle is dropped.
    func fireAndForget(_ files: [URL], uploader: Uploader) {
        Task {
            for file in files {
                _ = await uploader.upload(file)
            }
        }
    }

    // A loop in a plain async function: the caller decides.
    func uploadAll(_ files: [URL], uploader: Uploader) async {
        for file in files {
            _ = await uploader.upload(file)
        }
    }

    // A sleep behind try?: swallowed_cancellation reports that line.
    func startSwallowing() {
        task = Task {
            while true {
                await feed.waitForNextTick()
                try? await Task.sleep(nanoseconds: 500_000_000)
            }
        }
    }
}

struct ScoreBoard: View {
    @State private var scores: [Int] = []
    let service: ScoreService

    var body: some View {
        List(scores, id: \.self) { Text("\($0)") }
            .task {
                for await s in service.updates() {
                    scores.append(s)
                }
            }
            .task(id: scores.count) {
                while !Task.isCancelled {
                    await service.pause()
                }
            }
    }
}

final class MemberListBuilder {
    var refreshTask: Task<Void, Never>?

    // The detached task is only awaited for its value: nothing can cancel it.
    func build(_ ids: [String], lookup: @escaping (String) async -> Int?) async -> [Int] {
        await Task.detached {
            var states: [Int] = []
            for id in ids {
                states.append(await lookup(id) ?? 0)
            }
            return states
        }.value
    }

    // The await runs only when the first condition holds.
    func refresh(_ ids: [String], checkIdentity: Bool, lookup: @escaping (String) async -> Int?) {
        refreshTask = Task {
            for id in ids {
                if checkIdentity, let state = await lookup(id) {
                    print(state)
                }
            }
        }
    }
}
