import Combine
import UIKit

// Kept-alive closures that do not hold self strongly.
final class ProfileViewController: UIViewController {
    private static let logger = ProfileLogger()
    private let nameLabel = UILabel()
    private let avatarView = UIImageView()
    private let saveButton = UIButton(type: .system)
    private let emptyState = EmptyStateView()
    private let viewModel = FeedViewModel()
    private let player = PlayerController()
    private var cancellables = Set<AnyCancellable>()
    private var refreshTimer: Timer?
    private var observers: [NSObjectProtocol] = []
    private var dataSource: UITableViewDiffableDataSource<FeedSection, Article.ID>?
    var onLogout: (() -> Void)?
    @Published private var headerTitle = ""

    // Immediately-invoked initializer closures run once during initialization.
    private lazy var tableView: UITableView = {
        let table = UITableView(frame: .zero, style: .plain)
        table.delegate = self
        table.refreshControl = UIRefreshControl()
        table.refreshControl?.addTarget(self, action: #selector(pullToRefresh), for: .valueChanged)
        return table
    }()

    // A stored closure with an unowned capture.
    private lazy var onRetry: () -> Void = { [unowned self] in
        self.viewModel.reload()
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        // Weak capture, optional chaining.
        viewModel.onStateChange = { [weak self] state in
            self?.render(state)
        }

        // Weak capture re-bound with `guard let self` (both spellings) and `if let`.
        emptyState.onRetry = { [weak self] in
            guard let self else { return }
            self.viewModel.reload()
            self.emptyState.isHidden = true
        }
        emptyState.onDismiss = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.dismiss(animated: true)
        }
        viewModel.onError = { [weak self] error in
            if let self = self {
                self.showError(error)
            }
        }

        // Weak self together with other captures.
        player.onProgress = { [weak self, viewModel] progress in
            viewModel.title = "\(Int(progress * 100))%"
            self?.nameLabel.alpha = progress
        }

        // Unowned capture in a Combine subscription and in a repeating timer.
        viewModel.$articles
            .sink { [unowned self] articles in self.title = "\(articles.count)" }
            .store(in: &cancellables)
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
            self?.viewModel.reload()
        }

        // Inner closures inside a weakly capturing closure use its optional capture.
        observers.append(NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
            DispatchQueue.main.async {
                self?.viewModel.reload()
            }
            Task { @MainActor in
                self?.nameLabel.text = "Welcome back"
            }
        })

        // Inner non-kept closures after `guard let self` in a weakly capturing closure.
        viewModel.$query
            .sink { [weak self] query in
                guard let self else { return }
                UIView.animate(withDuration: 0.2) {
                    self.nameLabel.alpha = query.isEmpty ? 1 : 0.4
                }
                self.viewModel.articles.forEach { self.viewModel.markRead($0.id) }
            }
            .store(in: &cancellables)

        configureActions()
        bindLabels()
    }

    private func configureActions() {
        saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)

        // Old-style weak alias declared outside the closure.
        weak var weakSelf = self
        emptyState.onDismiss = { weakSelf?.navigationController?.popViewController(animated: true) }

        // A local shadows the property: the closure captures the label, not self.
        let nameLabel = self.nameLabel
        viewModel.onStateChange = { _ in nameLabel.text = nil }

        // Captures only a value and a model reference, never self.
        let viewModel = self.viewModel
        emptyState.onRetry = { [viewModel] in viewModel.reload() }
        onLogout = { print("self.onLogout called") } // self is only mentioned in text

        // Capture-list initializers are evaluated when the closure is created, outside
        // it; `UITableViewCell.self` names a type, not the instance.
        emptyState.onRetry = { [tableView = self.tableView] in
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        emptyState.onDismiss = { [weak model = self.viewModel] in model?.reload() }

        // Static members through `Self` are not instance captures.
        player.onProgress = { progress in Self.logger.log("progress \(progress)") }

        // Selector-based APIs pass self as a target, not through a closure.
        saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
        NotificationCenter.default.addObserver(self, selector: #selector(pullToRefresh), name: UIApplication.didBecomeActiveNotification, object: nil)

        // A data source provider that captures weakly.
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = self?.viewModel.articles.first { $0.id == id }?.title
            return cell
        }
    }

    // `.assign(to:on:)` whose target is another object is not a capture of self.
    private func bindLabels() {
        viewModel.$title
            .map(Optional.some)
            .assign(to: \.text, on: self.nameLabel)
            .store(in: &cancellables)
        viewModel.$query
            .map { $0.isEmpty }
            .assign(to: \.isHidden, on: emptyState)
            .store(in: &cancellables)
        // The inout form assigns into a @Published property without retaining anything.
        viewModel.$title
            .assign(to: &$headerTitle)
    }

    @objc private func saveTapped() { save() }
    @objc private func pullToRefresh() { viewModel.reload() }
    private func save() {}
    private func render(_ state: FeedState) {}
    private func showError(_ error: Error) {}
}

extension ProfileViewController: UITableViewDelegate {}

final class ProfileLogger {
    func log(_ message: String) {}
}

extension PlayerController {
    // Unowned capture in a KVO observation the object stores on itself.
    func observeRate(of queue: OperationQueue) {
        observation = queue.observe(\.operationCount, options: [.new]) { [unowned self] _, change in
            self.onProgress?(Double(change.newValue ?? 0))
        }
    }
}

// A hosting configuration's content closure builds the view once; the view it builds holds
// the model, and a weak capture in the closure would not change that.
struct ComposerRow: View {
    let model: ComposerModel
    var body: some View { Text(model.draft) }
}

final class ComposerModel: ObservableObject {
    @Published var draft = ""
    let cell = UITableViewCell()

    func configureCell() {
        cell.contentConfiguration = UIHostingConfiguration {
            ComposerRow(model: self)
                .padding()
        }
    }
}

// A subscription that hands the closure a weakly held owner as a parameter named `self`
// (RxSwift's `subscribe(with:onNext:)`): inside, `self` is that parameter, so nothing in the
// closure keeps the controller; the subscription lives in the controller's dispose bag.
final class InboxPoller {
    func subscribe<Owner: AnyObject>(with owner: Owner, onNext: @escaping (Owner, Int) -> Void) -> InboxToken { InboxToken() }
}

final class InboxToken {
    func disposed(by bag: InboxBag) {}
}

final class InboxBag {}

final class InboxViewController: UIViewController {
    let poller = InboxPoller()
    let bag = InboxBag()
    var unread = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        poller.subscribe(with: self, onNext: { `self`, count in
            self.unread = count
            self.title = "\(count) unread"
        }).disposed(by: bag)
        // A nested closure inside it still sees the parameter.
        poller.subscribe(with: self, onNext: { `self`, count in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                self.unread = count
            }
        }).disposed(by: bag)
    }
}
