import UIKit

extension ArchiveViewController {
    func registerForArchiveEvents() {
        NotificationCenter.default.addObserver(forName: .readingListChanged, object: nil, queue: .main) { [weak self] _ in
            self?.view.setNeedsLayout()
        }
    }
}
