import UIKit

// URLSession completion handlers run on the session's delegate queue, a background
// queue for the shared session.
final class ArticleViewController: UIViewController {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var heroImageView: UIImageView!
    private let bodyLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let errorBanner = UIView()
    private let articleURL: URL

    init(articleURL: URL) {
        self.articleURL = articleURL
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadArticle()
        loadHeroImage()
    }

    private func loadArticle() {
        URLSession.shared.dataTask(with: articleURL) { data, _, error in
            guard let data, error == nil else {
                self.errorBanner.isHidden = false // expect: ui_off_main_thread
                self.view.addSubview(self.errorBanner) // expect: ui_off_main_thread
                return
            }
            let text = String(decoding: data, as: UTF8.self)
            self.bodyLabel.attributedText = NSAttributedString(string: text) // expect: ui_off_main_thread
            self.spinner.alpha = 0 // expect: ui_off_main_thread
            self.view.setNeedsLayout() // expect: ui_off_main_thread
        }.resume()
    }

    // A download task, and an upload task split over several lines.
    private func loadHeroImage() {
        let task = URLSession.shared.downloadTask(with: articleURL.appendingPathComponent("hero.jpg")) { location, _, _ in
            guard let location, let data = try? Data(contentsOf: location) else { return }
            self.heroImageView.image = UIImage(data: data) // expect: ui_off_main_thread
        }
        task.resume()
    }

    func uploadComment(_ comment: Data, to url: URL) {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        URLSession.shared.uploadTask(
            with: request,
            from: comment
        ) { _, response, _ in
            let ok = (response as? HTTPURLResponse)?.statusCode == 201
            self.titleLabel.text = ok ? "Comment posted" : "Try again" // expect: ui_off_main_thread
            if !ok {
                let alert = UIAlertController(title: "Upload failed", message: nil, preferredStyle: .alert)
                self.present(alert, animated: true) // expect: ui_off_main_thread
            }
        }.resume()
    }
}

// Global queues.
final class PhotoGridViewController: UICollectionViewController {
    private var photos: [UIImage] = []
    private let countLabel = UILabel()

    func importPhotos(from urls: [URL]) {
        DispatchQueue.global(qos: .userInitiated).async {
            let images = urls.compactMap { UIImage(contentsOfFile: $0.path) }
            self.photos = images
            self.collectionView.reloadData() // expect: ui_off_main_thread
            self.countLabel.text = "\(images.count) photos" // expect: ui_off_main_thread
        }

        // A main hop nested inside a background block, and a background block nested in a main hop.
        DispatchQueue.main.async {
            DispatchQueue.global().async {
                UIView.animate(withDuration: 0.2) {
                    self.countLabel.alpha = 1 // expect: ui_off_main_thread
                }
            }
        }
    }

    func openDetail(for index: Int) {
        DispatchQueue.global(qos: .utility).async { [weak self] in
            let detail = UIViewController()
            self?.navigationController?.pushViewController(detail, animated: true) // expect: ui_off_main_thread
        }
    }
}

// Operation queues created by the type run their blocks in the background.
final class ExportViewController: UIViewController {
    private let exportQueue = OperationQueue()
    private let statusLabel = UILabel()
    private let shareButton = UIButton(type: .system)

    func export(_ rows: [String]) {
        exportQueue.addOperation {
            let csv = rows.joined(separator: "\n")
            try? csv.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("export.csv"), atomically: true, encoding: .utf8)
            self.statusLabel.text = "Exported \(rows.count) rows" // expect: ui_off_main_thread
            self.shareButton.isHidden = false // expect: ui_off_main_thread
        }
    }
}

// A helper type that is not a view controller still touches a UIKit view.
final class AvatarLoader {
    func load(_ url: URL, into imageView: UIImageView) {
        URLSession.shared.dataTask(with: url) { data, _, _ in
            #if DEBUG
            print("avatar bytes: \(data?.count ?? 0)")
            #endif
            imageView.image = data.flatMap(UIImage.init(data:)) // expect: ui_off_main_thread
        }.resume()
    }
}
