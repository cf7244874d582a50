import UIKit

// Asynchronous hops to the main queue.
final class UploadStatusViewController: UIViewController {
    private let statusLabel = UILabel()

    func uploadFinished(_ count: Int) {
        DispatchQueue.main.async {
            self.statusLabel.text = "\(count) uploaded"
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.statusLabel.text = nil
        }
        DispatchQueue.main.async(execute: DispatchWorkItem { self.view.setNeedsLayout() })
    }

    func finishAsync() async {
        await MainActor.run {
            statusLabel.text = "Done"
        }
    }
}

// `sync` on queues other than main: the usual thread-safe property pattern.
final class ImageCache {
    private let accessQueue = DispatchQueue(label: "com.example.cache", attributes: .concurrent)
    private var storage: [URL: UIImage] = [:]

    subscript(url: URL) -> UIImage? {
        get { accessQueue.sync { storage[url] } }
        set { accessQueue.async(flags: .barrier) { self.storage[url] = newValue } }
    }

    func count() -> Int {
        DispatchQueue.global(qos: .utility).sync { storage.count }
    }
}

// A project type that happens to have `main` and `sync`.
final class TestQueue {
    static let main = TestQueue()

    func sync<T>(_ work: () -> T) -> T { work() }
}

final class SchedulerTests {
    func runImmediately() -> Int {
        TestQueue.main.sync { 42 }
    }

    // Mentioned in comments and strings: DispatchQueue.main.sync { }
    let warning = "Never call DispatchQueue.main.sync from the main thread"
}

// Checking the queue instead of blocking on it.
func assertOnMain() {
    dispatchPrecondition(condition: .onQueue(.main))
}
