import Combine
import UIKit

// UI updates hopped back to the main thread.
final class WeatherViewController: UIViewController {
    private let temperatureLabel = UILabel()
    private let iconView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let tableView = UITableView()
    private var forecast: [String] = []
    private var draft = NoteDraft()
    private let settings = DisplaySettings()
    private let reportURL = URL(string: "https://example.com/weather.json")!

    func refresh() {
        URLSession.shared.dataTask(with: reportURL) { data, _, _ in
            // Decoding and model work are fine off the main thread.
            let text = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let lines = text.split(separator: "\n").map(String.init)
            self.forecast = lines
            DispatchQueue.main.async {
                self.temperatureLabel.text = lines.first
                self.spinner.isHidden = true
                self.tableView.reloadData()
            }
        }.resume()
    }

    func loadIcon(from url: URL) {
        URLSession.shared.downloadTask(with: url) { location, _, _ in
            let image = location.flatMap { UIImage(contentsOfFile: $0.path) }
            Task { @MainActor in
                self.iconView.image = image
                self.iconView.alpha = 1
            }
        }.resume()

        DispatchQueue.global(qos: .userInitiated).async {
            let rendered = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
                UIColor.systemBlue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            }
            DispatchQueue.main.async { [weak self] in
                self?.iconView.image = rendered
                self?.view.setNeedsLayout()
            }
            OperationQueue.main.addOperation {
                self.view.addSubview(UIImageView(image: rendered))
            }
            DispatchQueue.main.sync {
                self.spinner.alpha = 0
            }
        }
    }

    func loadWithMainActorRun(from url: URL) {
        URLSession.shared.dataTask(with: url) { data, _, _ in
            Task {
                await MainActor.run {
                    self.temperatureLabel.attributedText = NSAttributedString(string: "\(data?.count ?? 0)")
                }
            }
        }.resume()
    }

    // Properties with UIKit-like names on model types are not UIKit state.
    func autosave() {
        DispatchQueue.global(qos: .background).async {
            self.draft.text = "saved at \(Date())"
            self.settings.isHidden = false
            self.settings.alpha = 0.5
        }
    }

    // async/await from a main-actor context comes back to the main thread.
    func reloadAsync() {
        Task {
            let (data, _) = try await URLSession.shared.data(from: reportURL)
            temperatureLabel.text = String(decoding: data, as: UTF8.self)
            tableView.reloadData()
        }
    }
}

struct NoteDraft {
    var text = ""
}

final class DisplaySettings {
    var isHidden = false
    var alpha: Double = 1
}

// Model objects whose names merely contain "view" are not views.
final class ReviewDraftViewController: UIViewController {
    private let preview = DraftPreview()

    func render(_ markdown: String) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.preview.text = markdown.uppercased()
            self.preview.isHidden = markdown.isEmpty
        }
    }
}

final class DraftPreview {
    var text = ""
    var isHidden = false
}

// A session whose delegate queue is the main queue calls its completions on main.
final class InboxViewController: UIViewController {
    private let session = URLSession(configuration: .default, delegate: nil, delegateQueue: .main)
    private let unreadLabel = UILabel()

    func refresh(_ url: URL) {
        session.dataTask(with: url) { data, _, _ in
            self.unreadLabel.text = "\(data?.count ?? 0) unread"
        }.resume()
    }
}

// The main operation queue, Combine delivered on main, and completions of unknown APIs.
final class ActivityViewController: UIViewController {
    private let feedLabel = UILabel()
    private let service = ActivityService()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        OperationQueue.main.addOperation {
            self.feedLabel.isHidden = false
        }
        service.$latest
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in self?.feedLabel.text = text }
            .store(in: &cancellables)
        service.fetch { [weak self] text in
            self?.feedLabel.text = text
        }
    }
}

final class ActivityService {
    @Published var latest = ""
    func fetch(completion: @escaping (String) -> Void) {}
}

// An async function of a @MainActor type runs on the main thread after each await.
@MainActor
final class ProfileHeaderPresenter {
    private let nameLabel: UILabel
    private let avatarView: UIImageView

    init(nameLabel: UILabel, avatarView: UIImageView) {
        self.nameLabel = nameLabel
        self.avatarView = avatarView
    }

    func load(from url: URL) async throws {
        let (data, _) = try await URLSession.shared.data(from: url)
        nameLabel.text = String(decoding: data, as: UTF8.self)
        avatarView.image = UIImage(systemName: "person.circle")
        avatarView.isHidden = false
    }
}

// Mentioned in comments and strings: DispatchQueue.global().async { label.text = "x" }
let threadingNote = "URLSession.shared.dataTask(with: url) { _, _, _ in label.text = \"x\" }"
