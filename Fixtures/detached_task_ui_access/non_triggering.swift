import UIKit

// Detached tasks doing pure work, with the UI updated on the main actor.
final class DocumentScannerViewController: UIViewController {
    private let previewView = UIImageView()
    private let pageCountLabel = UILabel()
    private var pages: [Data] = []

    // The detached task only computes; the result is applied after `await ….value`.
    func renderPreview(from data: Data) async {
        let thumbnail = await Task.detached(priority: .userInitiated) {
            UIImage(data: data)?.preparingThumbnail(of: CGSize(width: 300, height: 400))
        }.value
        previewView.image = thumbnail
    }

    // UI work wrapped in MainActor.run, or in a main-actor method called with await.
    func importPages(_ urls: [URL]) {
        Task.detached {
            let loaded = urls.compactMap { try? Data(contentsOf: $0) }
            await MainActor.run {
                self.pages = loaded
                self.pageCountLabel.text = "\(loaded.count) pages"
            }
            await self.showImportDone(count: loaded.count)
        }
    }

    // Nested hops: a main-actor task and a main-queue block.
    func exportPDF() {
        Task.detached(priority: .background) { [weak self] in
            let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
            let pdf = renderer.pdfData { context in
                context.beginPage()
                UIColor.black.setFill()
            }
            Task { @MainActor in
                self?.pageCountLabel.text = "Exported \(pdf.count) bytes"
            }
            DispatchQueue.main.async {
                self?.previewView.isHidden = true
            }
        }
    }

    // Values captured before the task starts are read on the main actor.
    func downsampleCurrent() {
        Task.detached { [size = self.previewView.bounds.size, pageCount = self.pages.count] in
            let format = UIGraphicsImageRendererFormat.default()
            let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
                UIColor.systemGray6.setFill()
            }
            print(image.size, pageCount)
        }
    }

    // A regular Task inherits the main actor from the view controller.
    func refreshCount() {
        Task {
            let count = await Self.countPages(in: FileManager.default.temporaryDirectory)
            pageCountLabel.text = "\(count) pages"
        }
    }

    @MainActor private func showImportDone(count: Int) {
        pageCountLabel.text = "Imported \(count)"
    }

    nonisolated private static func countPages(in directory: URL) async -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path).count) ?? 0
    }
}

// A controller's own model properties (not UIKit state), even with view-like words in their names.
final class ReviewListViewController: UIViewController {
    private var overview = ""
    private var reviewCount = 0

    func summarize(_ reviews: [String]) {
        Task.detached {
            let text = reviews.joined(separator: "\n")
            self.overview = text
            self.reviewCount = reviews.count
        }
    }
}

// A service with no UI at all.
final class ThumbnailCache {
    private var store: [URL: Data] = [:]

    func warm(_ urls: [URL]) {
        Task.detached(priority: .utility) {
            for url in urls {
                let data = try? Data(contentsOf: url)
                print("warmed \(url.lastPathComponent): \(data?.count ?? 0)")
            }
        }
    }

    // Mentioned in comments and strings: Task.detached { label.text = "x" }
    let note = "Task.detached { self.label.text = value } is a bug"
}
