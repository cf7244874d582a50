import UIKit

// Blocking a background thread on the main queue: a deadlock when the main thread
// is itself waiting, and a crash when called from the main thread.
final class ThumbnailRenderer {
    private let renderQueue = DispatchQueue(label: "com.example.thumbnails")
    private weak var collectionView: UICollectionView?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func render(_ images: [UIImage]) {
        renderQueue.async {
            // Reading UI state synchronously from a background queue.
            let width = DispatchQueue.main.sync { self.collectionView?.bounds.width ?? 0 } // expect: main_queue_sync
            let thumbnails = images.map { $0.preparingThumbnail(of: CGSize(width: width / 3, height: width / 3)) }

            DispatchQueue.main.sync { // expect: main_queue_sync
                self.collectionView?.reloadData()
            }
            print("rendered \(thumbnails.count)")
        }
    }
}

// The "is main thread?" guard still blocks when it runs on a background thread.
func performOnMain(_ work: @escaping () -> Void) {
    if Thread.isMainThread {
        work()
    } else {
        DispatchQueue.main.sync(execute: work) // expect: main_queue_sync
    }
}

// A work item executed synchronously on main.
final class DatabaseMigrator {
    private let progressItem = DispatchWorkItem {
        UIApplication.shared.isIdleTimerDisabled = true
    }

    func migrate() {
        DispatchQueue.global(qos: .utility).async {
            DispatchQueue.main.sync(execute: self.progressItem) // expect: main_queue_sync
        }
    }
}

// In a view controller's extension, inside a conditional-compilation block.
final class DiagnosticsViewController: UIViewController {
    private let logView = UITextView()
}

extension DiagnosticsViewController {
    #if DEBUG
    func appendLog(_ line: String) {
        DispatchQueue.global().async {
            let stamped = "\(Date()): \(line)"
            DispatchQueue.main.sync { [weak self] in self?.logView.text.append(stamped + "\n") } // expect: main_queue_sync
        }
    }
    #endif
}
