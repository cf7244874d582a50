import UIKit

// Cheap geometry work belongs in the layout pass.
final class CardView: UIView {
    private let gradient = CAGradientLayer()
    private let avatar = UIImageView()

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
        layer.cornerRadius = bounds.height / 8
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
        avatar.layer.cornerRadius = avatar.bounds.width / 2
        avatar.frame = CGRect(x: 16, y: 16, width: 40, height: 40)
    }
}

final class HeaderViewController: UIViewController {
    private let header = UIView()
    private let shadow = CALayer()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame.size.width = view.bounds.width
        shadow.frame = header.frame
    }
}

// Guarded work that runs once, or only when the width really changed.
final class PagedListViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var lastWidth: CGFloat = 0

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if lastWidth != view.bounds.width {
            lastWidth = view.bounds.width
            collectionView.reloadData()
        }
    }
}

final class MediaPreviewController: UIViewController {
    private let captionView = UIView()
    private let toolbar = UIToolbar()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if captionView.constraints.isEmpty {
            view.addSubview(captionView)
            captionView.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                captionView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
                captionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            ])
        }
    }
}

final class OnceView: UIView {
    private var didSetUp = false

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !didSetUp else { return }
        didSetUp = true
        addSubview(UILabel())
    }
}

// The same work elsewhere: viewDidLoad, a refresh action.
final class InboxViewController: UIViewController {
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        Task { await load() }
    }

    @objc func refresh() {
        tableView.reloadData()
        DispatchQueue.main.async { self.tableView.flashScrollIndicators() }
    }

    private func load() async {}
}

// Not the layout pass: a helper named like it in a non-view type.
final class ReportBuilder {
    func layoutSubviews() {
        URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
    }
}

// A hop to the next run loop turn whose block only repositions a view (a transform set
// from values read there): leaving the pass this way breaks a layout feedback, and the
// work done is a frame update.
final class NoteEditorViewController: UIViewController {
    private let tagBar = UIView()
    private let editor = UITextView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        DispatchQueue.main.async {
            self.updateTagBarPosition()
        }
    }

    private func updateTagBarPosition() {
        let contentBottom = editor.contentSize.height - editor.contentOffset.y
        let offset = max(contentBottom - tagBar.frame.minY, 0)
        if tagBar.transform.ty != offset {
            tagBar.transform = CGAffineTransform(translationX: 0, y: offset)
        }
    }
}
