import UIKit

// The same scrolls where the geometry is final.
final class ConversationViewController: UIViewController {
    private let tableView = UITableView()
    private let scrollView = UIScrollView()
    private var messageCount = 40

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        tableView.scrollToRow(at: IndexPath(row: messageCount - 1, section: 0), at: .bottom, animated: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollView.flashScrollIndicators()
        scrollView.setContentOffset(.zero, animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
        tableView.deselectRow(at: IndexPath(row: 0, section: 0), animated: animated)
    }
}

// viewDidLayoutSubviews that keeps a page centred whenever the width changes:
// not a once-flag, it must run on every size change.
final class PagerViewController: UIViewController {
    private let scrollView = UIScrollView()
    private var currentPage = 0
    private var lastWidth: CGFloat = 0

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if lastWidth != view.bounds.width {
            lastWidth = view.bounds.width
            scrollView.setContentOffset(CGPoint(x: CGFloat(currentPage) * lastWidth, y: 0), animated: false)
        }
    }
}

// Scrolling from actions and helpers outside the appearance callbacks.
final class SearchResultsViewController: UITableViewController {
    @objc func scrollToTop() {
        tableView.setContentOffset(.zero, animated: true)
    }

    func reveal(_ indexPath: IndexPath) {
        tableView.scrollToRow(at: indexPath, at: .middle, animated: true)
    }
}

// viewWillAppear of a type that is not a view controller.
final class ReaderPresenter {
    let scrollView = UIScrollView()

    func viewWillAppear(_ animated: Bool) {
        scrollView.setContentOffset(.zero, animated: false)
    }
}
