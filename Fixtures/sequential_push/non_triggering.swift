import UIKit

// Near-misses: single pushes, pushes in exclusive branches or separate closures,
// pushes separated by an await or an animation completion, pushes onto different
// navigation controllers, setViewControllers, and the names in comments/strings.

final class ArticleListViewController: UIViewController {}
final class ArticleViewController: UIViewController {
    init(slug: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class CommentsViewController: UIViewController {}

enum NewsRoute {
    case list
    case article(String)
    case comments
}

final class NewsViewController: UIViewController {
    private let openListButton = UIButton(type: .system)
    private let openCommentsButton = UIButton(type: .system)

    // One push per button action, each in its own closure.
    override func viewDidLoad() {
        super.viewDidLoad()
        openListButton.addAction(UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(ArticleListViewController(), animated: true)
        }, for: .touchUpInside)
        openCommentsButton.addAction(UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(CommentsViewController(), animated: true)
        }, for: .touchUpInside)
    }

    // Exclusive branches: only one push runs.
    func open(_ route: NewsRoute) {
        switch route {
        case .list:
            navigationController?.pushViewController(ArticleListViewController(), animated: true)
        case .article(let slug):
            navigationController?.pushViewController(ArticleViewController(slug: slug), animated: true)
        case .comments:
            navigationController?.pushViewController(CommentsViewController(), animated: true)
        }
    }

    func openArticle(_ slug: String?) {
        guard let slug else {
            navigationController?.pushViewController(ArticleListViewController(), animated: true)
            return
        }
        if slug.isEmpty {
            navigationController?.pushViewController(ArticleListViewController(), animated: true)
        } else {
            navigationController?.pushViewController(ArticleViewController(slug: slug), animated: true)
        }
    }

    // The deep link done right.
    func openComments(for slug: String) {
        guard let navigationController else { return }
        let stack = [navigationController.viewControllers.first, ArticleViewController(slug: slug), CommentsViewController()]
        navigationController.setViewControllers(stack.compactMap { $0 }, animated: true)
    }

    // The second push waits for an await.
    func openLatest() async {
        navigationController?.pushViewController(ArticleListViewController(), animated: true)
        let slug = await NewsService.shared.latestSlug()
        navigationController?.pushViewController(ArticleViewController(slug: slug), animated: true)
    }

    // The second push runs in the completion of the first transition.
    func openCommentsAfterArticle(_ slug: String) {
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in
            self?.navigationController?.pushViewController(CommentsViewController(), animated: true)
        }
        navigationController?.pushViewController(ArticleViewController(slug: slug), animated: true)
        CATransaction.commit()
    }

    func openArticleThenComments(_ slug: String) {
        navigationController?.pushViewController(ArticleViewController(slug: slug), animated: true)
        navigationController?.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
            self?.navigationController?.pushViewController(CommentsViewController(), animated: true)
        }
    }

    // A pop and one push.
    func restartAtList() {
        navigationController?.popToRootViewController(animated: false)
        navigationController?.pushViewController(ArticleListViewController(), animated: true)
        // navigationController?.pushViewController(a); navigationController?.pushViewController(b)
        print("pushViewController twice in a row corrupts the navigation bar")
    }
}

// A deep link that resets the stack without animation and animates only the last push:
// an unanimated push completes before the next line runs, so only one transition runs.
final class ProfileTabViewController: UIViewController {
    func showAppearanceSettings() {
        guard let navigation = navigationController else { return }
        navigation.popToRootViewController(animated: false)
        navigation.pushViewController(ArticleListViewController(), animated: false)
        navigation.pushViewController(CommentsViewController(), animated: true)
    }

    // A stack restored without animation, one controller at a time.
    func restore(_ controllers: [UIViewController]) {
        for controller in controllers {
            navigationController?.pushViewController(controller, animated: false)
        }
    }

    // Exclusive branches with an unconditional push after them: each path animates once
    // after unanimated setup.
    func open(_ route: NewsRoute) {
        if case .comments = route {
            navigationController?.pushViewController(ArticleListViewController(), animated: false)
        } else {
            navigationController?.pushViewController(ArticleViewController(slug: "top"), animated: true)
            return
        }
        navigationController?.pushViewController(CommentsViewController(), animated: true)
    }
}

// Pushes onto two different stacks (one per tab).
final class MainTabBarController: UITabBarController {
    private let newsNavigation = UINavigationController(rootViewController: ArticleListViewController())
    private let savedNavigation = UINavigationController(rootViewController: UIViewController())

    func showEverywhere(_ slug: String) {
        newsNavigation.pushViewController(ArticleViewController(slug: slug), animated: false)
        savedNavigation.pushViewController(ArticleViewController(slug: slug), animated: false)
    }
}

final class NewsService {
    static let shared = NewsService()
    func latestSlug() async -> String { "breaking" }
}
