import UIKit

// Geometry of the controller's view read in viewDidLoad to lay things out: the
// view is not in a window yet, so its size is the nib's or a placeholder's.
final class HeaderViewController: UIViewController {
    private let headerView = UIView()
    private let tableView = UITableView()
    private var cellWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let width = view.bounds.width // expect: geometry_in_view_did_load
        headerView.frame = CGRect(x: 0, y: 0, width: width, height: 180)
        tableView.tableHeaderView = headerView

        cellWidth = self.view.frame.size.width / 2 // expect: geometry_in_view_did_load
        tableView.contentInset.bottom = view.safeAreaInsets.bottom // expect: geometry_in_view_did_load
    }
}

// Creating subviews from the view's bounds with nothing that keeps them sized.
final class FavoritesViewController: UIViewController {
    private var collectionView: UICollectionView!
    private let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout) // expect: geometry_in_view_did_load
        view.addSubview(collectionView)
    }
}

final class ShareHostViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIViewController()
        addChild(host)
        host.view.frame = self.view.bounds // expect: geometry_in_view_did_load
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}

// Decisions taken from the size.
final class PreviewViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if view.frame.width > 600 { // expect: geometry_in_view_did_load
            preferredContentSize = CGSize(width: 400, height: 300)
        }
        updateLayout(for: view.frame.size) // expect: geometry_in_view_did_load
        let gradient = CAGradientLayer()
        gradient.frame = self.view.bounds // expect: geometry_in_view_did_load
        view.layer.insertSublayer(gradient, at: 0)
    }

    private func updateLayout(for size: CGSize) {}
}

// Cross-file base class (support_types.swift), and `view.frame.height`.
final class PlayerViewController: BaseCardViewController {
    private let artwork = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let side = min(view.frame.height, 320) // expect: geometry_in_view_did_load
        artwork.frame.size = CGSize(width: side, height: side)
    }
}

// Several reads in one statement: one finding for the statement.
final class LandscapeHintViewController: UIViewController {
    private var isLandscape = false

    override func viewDidLoad() {
        super.viewDidLoad()
        isLandscape = view.bounds.width > view.bounds.height && view.frame.width > 500 // expect: geometry_in_view_did_load
    }
}

// An orientation decision from the placeholder size: one finding for the whole if/else,
// whose branches read the size again.
final class ArticlePreviewViewController: UIViewController {
    private var contentWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        if view.bounds.width > view.bounds.height { // expect: geometry_in_view_did_load
            contentWidth = 260
        } else {
            contentWidth = view.bounds.width
        }
    }
}

// A local derived from the size and kept in a property nothing sets again.
final class ScannerViewController: UIViewController {
    private var scanArea: CGRect = .zero

    override func viewDidLoad() {
        super.viewDidLoad()
        let area = view.bounds.insetBy(dx: 40, dy: 120) // expect: geometry_in_view_did_load
        scanArea = area
    }
}
