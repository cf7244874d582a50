import UIKit

// A private serial queue created with `DispatchQueue(label:)` is a background queue too.
final class DraftEditorViewController: UIViewController {
    private let ioQueue = DispatchQueue(label: "com.example.drafts.io", qos: .utility)
    private let savedLabel = UILabel()

    func save(_ draft: String) {
        ioQueue.async {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("draft.txt")
            try? draft.write(to: url, atomically: true, encoding: .utf8)
            self.savedLabel.isHidden = false // expect: ui_off_main_thread
        }
    }

    // A thread of its own.
    func export(_ draft: String) {
        Thread.detachNewThread {
            let data = Data(draft.utf8)
            self.savedLabel.text = "\(data.count) bytes" // expect: ui_off_main_thread
        }
    }
}
