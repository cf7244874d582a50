import SwiftUI
import UIKit

// Stored and cancelled when the screen goes away.
final class TickerViewController: BaseLiveViewController {
    private var streamTask: Task<Void, Never>?
    private var pollTask: Task<Void, Error>?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        streamTask = Task {
            for await score in updates.scores {
                apply(score)
            }
        }
        pollTask = Task {
            while true {
                try Task.checkCancellation()
                apply(updates.score)
                try await Task.sleep(for: .seconds(10))
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        streamTask?.cancel()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        pollTask?.cancel()
        pollTask = nil
    }
}

// Cancelled through a helper the disappear callback calls, and a collection of tasks.
final class ChatRoomViewController: UIViewController {
    private var tasks: [Task<Void, Never>] = []
    private let updates = LiveUpdates()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tasks.append(Task {
            for await _ in NotificationCenter.default.notifications(named: UIApplication.willEnterForegroundNotification) {
                title = "Reconnecting…"
            }
        })
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopListening()
    }

    private func stopListening() {
        tasks.forEach { $0.cancel() }
        tasks.removeAll()
    }
}

// Short one-shot tasks finish on their own.
final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let service = ProfileService()

    override func viewDidLoad() {
        super.viewDidLoad()
        Task {
            let profile = try await service.loadProfile()
            nameLabel.text = profile
        }
        Task { [weak self] in
            guard let self else { return }
            for attempt in 1...3 {
                if await self.service.ping() { break }
                print("retry \(attempt)")
            }
        }
        Task {
            var page = 0
            while page < 3 {
                _ = try? await service.loadPage(page)
                page += 1
            }
        }
    }

    @objc private func saveTapped() {
        Task { try? await service.save(name: nameLabel.text ?? "") }
    }
}

final class ProfileService {
    func loadProfile() async throws -> String { "" }
    func loadPage(_ page: Int) async throws -> [String] { [] }
    func ping() async -> Bool { true }
    func save(name: String) async throws {}
}

// A weak capture that only binds self inside each iteration: deinit runs and cancels it.
final class StandingsViewController: UIViewController {
    private var listener: Task<Void, Never>?
    private let updates = LiveUpdates()

    override func viewDidLoad() {
        super.viewDidLoad()
        let stream = updates.scores
        listener = Task { [weak self] in
            for await score in stream {
                self?.title = "Standings (\(score))"
            }
        }
    }

    deinit {
        listener?.cancel()
    }
}

// Views and cells cancel when they leave the window or are reused.
final class LiveDotView: UIView {
    private var blinkTask: Task<Void, Never>?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        blinkTask?.cancel()
        guard window != nil else { return }
        blinkTask = Task {
            while !Task.isCancelled {
                isHidden.toggle()
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }
}

final class MatchCell: UITableViewCell {
    private var updatesTask: Task<Void, Never>?

    func observe(_ updates: LiveUpdates) {
        updatesTask = Task {
            for await score in updates.scores {
                detailTextLabel?.text = "\(score)"
            }
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        updatesTask?.cancel()
    }
}

// SwiftUI's `.task` is cancelled on disappear; SwiftUI views are structs, not UIViews.
struct LiveScoreScreen: View {
    @State private var score = 0
    let updates: LiveUpdates

    var body: some View {
        Text("\(score)")
            .task {
                for await value in updates.scores {
                    score = value
                }
            }
    }
}

// Mentions in comments and strings: Task { while true { } }
let taskNote = "Task { for await x in stream { } } must be cancelled"

// Sequences that end by themselves: reading a file or a response line by line.
final class LogViewerViewController: UIViewController {
    private let logView = UITextView()

    func showLog(at url: URL) {
        Task {
            for try await line in url.lines {
                logView.text.append(line + "\n")
            }
        }
    }
}
