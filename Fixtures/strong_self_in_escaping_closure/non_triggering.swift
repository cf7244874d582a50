import Combine
import SwiftUI
import UIKit

// Closures that capture self strongly but are released when they finish: extended
// lifetime, not a cycle. None of these is kept by anything self owns.
final class ArticleDetailViewController: UIViewController {
    private let tableView = UITableView()
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let bodyLabel = UILabel()
    private var heightConstraint: NSLayoutConstraint?
    private var articles: [Article] = []
    private let viewModel = FeedViewModel()
    private let session = URLSession.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        loadArticle()
        scheduleHint()
    }

    // Animations run once and release their blocks.
    func expand() {
        heightConstraint?.constant = 320
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) {
            self.view.layoutIfNeeded()
        } completion: { _ in
            self.bodyLabel.numberOfLines = 0
        }

        UIView.transition(with: bodyLabel, duration: 0.2, options: .transitionCrossDissolve, animations: {
            self.bodyLabel.text = self.articles.first?.title
        })

        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
            self.bodyLabel.alpha = 1
        }
        animator.startAnimation()
    }

    // Dispatch blocks and one-shot completions.
    private func scheduleHint() {
        DispatchQueue.main.async {
            self.tableView.flashScrollIndicators()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            self.navigationItem.prompt = nil
        }
        DispatchQueue.global(qos: .utility).async {
            let count = self.articles.count
            DispatchQueue.main.async { self.title = "\(count) articles" }
        }
        OperationQueue.main.addOperation {
            self.tableView.reloadData()
        }
        // A non-repeating timer fires once and is released.
        Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in
            self.navigationItem.prompt = "Swipe to see more"
        }
    }

    private func loadArticle() {
        guard let url = URL(string: "https://example.com/article.json") else { return }
        session.dataTask(with: url) { data, _, _ in
            DispatchQueue.main.async {
                self.bodyLabel.text = data.flatMap { String(data: $0, encoding: .utf8) }
            }
        }.resume()

        // Unstructured tasks are checked by task_not_cancelled, not by this rule.
        Task {
            let (data, _) = try await self.session.data(from: url)
            self.bodyLabel.text = String(decoding: data, as: UTF8.self)
        }
    }

    // Non-escaping closures run before the call returns.
    private func unreadTitles() -> [String] {
        let unread = articles.filter { !$0.isRead && self.isVisible($0) }
        let sorted = unread.sorted { self.rank($0) < self.rank($1) }
        sorted.forEach { self.viewModel.markRead($0.id) }
        let first = articles.first(where: { $0.id == self.articles.last?.id })
        let hasPinned = articles.contains { self.rank($0) == 0 }
        let total = articles.reduce(0) { $0 + self.rank($1) }
        print(first as Any, hasPinned, total)
        return sorted.map { self.displayTitle(for: $0) }
    }

    // Batch updates: both closures run once.
    func removeFirst() {
        tableView.performBatchUpdates({
            self.articles.removeFirst()
            self.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }, completion: { _ in
            self.updateEmptyState()
        })
        collectionView.performBatchUpdates {
            self.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
    }

    // Presentation, navigation and alert handlers are released after use.
    func confirmDelete(_ article: Article) {
        let alert = UIAlertController(title: "Delete?", message: article.title, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            self.articles.removeAll { $0.id == article.id }
            self.tableView.reloadData()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true) {
            self.tableView.isUserInteractionEnabled = true
        }
    }

    // A child screen that self does not store: it keeps self only while it is shown.
    func openEditor(for article: Article) {
        let editor = EditorViewController(article: article)
        editor.onSave = { updated in
            self.articles.append(updated)
            self.tableView.reloadData()
        }
        navigationController?.pushViewController(editor, animated: true)

        let sheet = EditorViewController(article: article)
        sheet.onSave = { _ in self.dismiss(animated: true) }
        present(UINavigationController(rootViewController: sheet), animated: true)
    }

    // A service call whose completion self does not store.
    func share(_ article: Article) {
        ArticleService.shared.makeShareURL(for: article) { url in
            self.presentShareSheet(url)
        }
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.updateEmptyState() }
        CATransaction.commit()
    }

    private func isVisible(_ article: Article) -> Bool { true }
    private func rank(_ article: Article) -> Int { 0 }
    private func displayTitle(for article: Article) -> String { article.title }
    private func updateEmptyState() {}
    private func presentShareSheet(_ url: URL) {}
}

final class EditorViewController: UIViewController {
    var onSave: ((Article) -> Void)?
    private let article: Article

    init(article: Article) {
        self.article = article
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ArticleService {
    static let shared = ArticleService()
    func makeShareURL(for article: Article, completion: @escaping (URL) -> Void) {}
}

// withAnimation in a class view model runs its body immediately.
final class ReaderSettingsModel: ObservableObject {
    @Published var fontScale: CGFloat = 1
    @Published var isDimmed = false

    func toggleDim() {
        withAnimation(.easeInOut) {
            self.isDimmed.toggle()
        }
    }
}
