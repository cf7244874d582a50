import UIKit

class BaseCardViewController: UIViewController {}

final class PlayerLayoutState {
    var isCompact = false
}

final class SizeReportingHeaderView: UIView {
    @Published var contentSize: CGSize = .zero
}

final class FeedController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    func layout(in view: UIView) { collectionView.frame = view.bounds }
}

class BaseFeedViewController: UIViewController {
    let feed = FeedController()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        feed.layout(in: view)
    }
}
