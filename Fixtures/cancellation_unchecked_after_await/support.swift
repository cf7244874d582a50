import Foundation

final class PriceFeed {
    func latestPrice() async -> Double { 0 }
    func waitForNextTick() async {}
    func prices() -> AsyncStream<Double> { AsyncStream { _ in } }
}

final class Uploader {
    func upload(_ url: URL) async -> Bool { true }
}

final class ScoreService {
    func fetchScore() async throws -> Int { 0 }
    func pause() async {}
    func updates() -> AsyncStream<Int> { AsyncStream { _ in } }
}
