import UIKit
import Combine

// Writing the frame in loadView.
final class FullScreenViewController: UIViewController {
    override func loadView() {
        let root = UIView()
        root.frame = UIScreen.main.bounds
        view = root
    }

    // Writing is not reading.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    }
}

// Geometry read where it is final.
final class GalleryViewController: UIViewController {
    private let grid = UIView()
    private let gradient = CAGradientLayer()

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        grid.frame = view.bounds
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        gradient.frame = view.bounds
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print(view.bounds.width, size.width)
    }
}

// An initial frame from the bounds that autoresizing or constraints then keep right.
final class MediaViewerViewController: UIViewController {
    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    private var overlay: UIView?
    private var list: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        blur.frame = view.bounds
        blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(blur)

        list = UITableView(frame: view.bounds, style: .plain)
        list.autoresizingMask = [.flexibleHeight, .flexibleWidth]
        view.addSubview(list)

        let overlay = UIView(frame: view.bounds)
        view.addSubview(overlay)
        overlay.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            overlay.topAnchor.constraint(equalTo: view.topAnchor),
            overlay.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            overlay.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            overlay.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        self.overlay = overlay
    }
}

// Reads inside closures run later (keyboard notifications, Combine, animations,
// layout providers), not during viewDidLoad.
final class ComposeViewController: UIViewController {
    private var bag = Set<AnyCancellable>()
    private let toolbarBottom = NSLayoutConstraint()
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
            .sink { [weak self] note in
                guard let self else { return }
                let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
                let overlap = self.view.bounds.intersection(self.view.convert(end, from: nil))
                UIView.animate(withDuration: 0.25) {
                    self.toolbarBottom.constant = overlap.isEmpty ? 0 : overlap.height - self.view.safeAreaInsets.bottom
                    self.view.layoutIfNeeded()
                }
            }
            .store(in: &bag)

        let layout = UICollectionViewCompositionalLayout { [weak self] _, _ in
            let width = self?.view.bounds.width ?? 320
            let size = NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .estimated(44))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        _ = UICollectionView(frame: .zero, collectionViewLayout: layout)
    }
}

// A first value that the layout callback recomputes whenever the width changes.
final class CarouselViewController: UIViewController {
    private var maxCellWidth: CGFloat = 0
    private var lastWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        maxCellWidth = view.bounds.width
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if lastWidth != view.bounds.width {
            lastWidth = view.bounds.width
            maxCellWidth = view.bounds.width
        }
    }
}

// Bounds of views that are not the controller's view, laid out with constraints;
// geometry that is not the view's (screen, window scene, a size class).
final class ListViewController: UIViewController {
    private let tableView = UITableView()
    private let avatar = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.layer.cornerRadius = avatar.bounds.width / 2
        tableView.separatorInset.left = tableView.layoutMargins.left
        let compact = traitCollection.horizontalSizeClass == .compact
        print(compact)
    }
}

// viewDidLoad outside a view controller.
final class ChartPresenter {
    let view = UIView()

    func viewDidLoad() {
        print(view.bounds.width)
    }
}

// A stored view created with the view's frame whose constraints are set in an extension
// in another file (support_reader_layout.swift): the frame is only a starting value.
final class ReaderPageViewController: UIViewController {
    var pageView: UITextView!

    override func viewDidLoad() {
        super.viewDidLoad()
        pageView = UITextView(frame: view.frame)
        view.addSubview(pageView)
        pinPageView()
    }
}

// A flag derived from the size and derived again from the new size on every transition.
final class BrowserChromeViewController: UIViewController {
    private var showsWideToolbar = false

    override func viewDidLoad() {
        super.viewDidLoad()
        showsWideToolbar = traitCollection.userInterfaceIdiom == .pad || view.frame.width > view.frame.height
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        showsWideToolbar = traitCollection.userInterfaceIdiom == .pad || size.width > size.height
    }
}

// The size handed to a method that the size-change callbacks call again.
final class SplitShellViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        applyColumns(for: view.bounds.size)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        applyColumns(for: size)
    }

    private func applyColumns(for size: CGSize) {}
}

// A local derived from the size, handed on to a property that the transition callback's
// helper sets again from the new size.
final class PlayerShellViewController: UIViewController {
    private let state = PlayerLayoutState()

    override func viewDidLoad() {
        super.viewDidLoad()
        let isCompact = view.bounds.width < view.bounds.height
        Task { @MainActor in
            state.isCompact = isCompact
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        applyLayout(isCompact: size.width < size.height)
    }

    private func applyLayout(isCompact: Bool) {
        state.isCompact = isCompact
    }
}

// A seed frame that a subscription resets to the header's content size on every change.
final class EpisodeListViewController: UIViewController {
    private let headerView = SizeReportingHeaderView()
    private let tableView = UITableView()
    private var subscriptions: [Any] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        observeHeaderSize()
        headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120)
        tableView.tableHeaderView = headerView
    }

    private func observeHeaderSize() {
        subscriptions.append(headerView.$contentSize.sink { [unowned self] size in
            self.headerView.frame = CGRect(origin: .zero, size: size)
            self.tableView.tableHeaderView = self.headerView
        })
    }
}

// A view owned by a project base class that lays it out again in its own
// viewWillLayoutSubviews (BaseFeedViewController, support_types.swift).
final class IssuesViewController: BaseFeedViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        feed.collectionView.frame = view.bounds
    }
}
