import Combine
import UIKit

// Declarations shared by the other files of this run.

// A project base controller: its subclasses are view controllers.
class BaseLiveViewController: UIViewController {
    let updates = LiveUpdates()

    func apply(_ score: Int) {}
}

// A source of endless async sequences.
final class LiveUpdates {
    @Published var score = 0

    var scores: AsyncStream<Int> {
        AsyncStream { continuation in
            continuation.yield(score)
        }
    }
}

// A view model: not a view controller or view, so its tasks are out of scope.
final class ChatViewModel: ObservableObject {
    @Published var messages: [String] = []
    private let updates = LiveUpdates()

    func startListening() {
        Task {
            for await score in self.updates.scores {
                self.messages.append("score \(score)")
            }
        }
    }
}

// A plain Swift class whose superclass is unknown and whose name does not look like
// a controller: no name fallback.
final class PresenceTracker: SyncEngine {
    func start() {
        Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(30))
            }
        }
    }
}
