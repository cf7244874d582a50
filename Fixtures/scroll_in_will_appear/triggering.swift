import UIKit

// Scrolling in viewWillAppear: the view may not be in the window yet and its size
// and insets can be stale, so the scroll lands in the wrong place.
final class ChatViewController: UIViewController {
    private let tableView = UITableView()
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let scrollView = UIScrollView()
    private var messageCount = 40

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.scrollToRow(at: IndexPath(row: messageCount - 1, section: 0), at: .bottom, animated: false) // expect: scroll_in_will_appear
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .centeredHorizontally, animated: false) // expect: scroll_in_will_appear
        scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: false) // expect: scroll_in_will_appear
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 1, height: 1), animated: false) // expect: scroll_in_will_appear
    }
}

// The old workaround: a once-flag in viewDidLayoutSubviews.
final class CalendarViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var didScrollOnce = false
    private var hasScrolledToToday = false

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !didScrollOnce {
            didScrollOnce = true
            collectionView.scrollToItem(at: IndexPath(item: 180, section: 0), at: .centeredVertically, animated: false) // expect: scroll_in_will_appear
        }
    }
}

final class TimelineViewController: UITableViewController {
    private var hasScrolledToBottom = false

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !hasScrolledToBottom else { return }
        hasScrolledToBottom = true
        tableView.setContentOffset(CGPoint(x: 0, y: tableView.contentSize.height), animated: false) // expect: scroll_in_will_appear
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if tableView.numberOfRows(inSection: 0) > 0 {
            tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false) // expect: scroll_in_will_appear
        }
    }
}
