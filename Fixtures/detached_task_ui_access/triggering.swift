import UIKit

// Detached tasks do not inherit the main actor: their bodies run on the global
// executor, so UIKit state touched there is touched off the main thread.
final class GalleryViewController: UIViewController {
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let tableView = UITableView()
    private var photoURLs: [URL] = []

    func showPhoto(at url: URL) {
        Task.detached { // expect: detached_task_ui_access
            let data = try? Data(contentsOf: url)
            let image = data.flatMap(UIImage.init(data:))?.preparingThumbnail(of: CGSize(width: 600, height: 600))
            self.imageView.image = image
        }
    }

    func reindex() {
        // With a priority argument, on several lines.
        Task.detached( // expect: detached_task_ui_access
            priority: .background
        ) {
            let sorted = await self.photoURLs.sorted { $0.lastPathComponent < $1.lastPathComponent }
            print("sorted \(sorted.count)")
            self.tableView.reloadData()
        }
    }

    // Part of the UI work is wrapped, one update is not.
    func finishImport(_ urls: [URL]) {
        Task.detached(priority: .userInitiated) { [weak self] in // expect: detached_task_ui_access
            let valid = urls.filter { FileManager.default.fileExists(atPath: $0.path) }
            await MainActor.run {
                self?.photoURLs = valid
            }
            self?.spinner.stopAnimating()
        }
    }

    // UIKit singletons and the controller's own UI properties.
    func updateBadge(count: Int) {
        Task.detached { // expect: detached_task_ui_access
            UIApplication.shared.applicationIconBadgeNumber = count
        }
        Task.detached { [weak self] in // expect: detached_task_ui_access
            guard let self else { return }
            self.title = "\(count) new"
            self.navigationController?.popToRootViewController(animated: true)
        }
    }
}

// A view subclass redrawing itself from a detached task, in an extension.
final class HeatmapView: UIView {
    var samples: [Double] = []
}

extension HeatmapView {
    func recompute(from raw: [Double]) {
        #if os(iOS)
        Task.detached { // expect: detached_task_ui_access
            let normalized = raw.map { $0 / (raw.max() ?? 1) }
            self.samples = normalized
            self.setNeedsDisplay()
        }
        #endif
    }
}

// A plain helper class holding a view.
final class BannerPresenter {
    private let bannerLabel: UILabel

    init(bannerLabel: UILabel) {
        self.bannerLabel = bannerLabel
    }

    func show(_ message: String) {
        Task.detached { // expect: detached_task_ui_access
            let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
            self.bannerLabel.text = trimmed
            self.bannerLabel.isHidden = false
        }
    }
}
