import UIKit

// Super of a *different* lifecycle method: a copy-paste slip that runs the wrong
// UIKit bookkeeping and skips the right one.
//
// Convention for these markers:
// - the override calls only the wrong super: one finding, at the `func` keyword of
//   the override (its own super call is missing); the message names the wrong
//   call and the method that should be called;
// - the override calls its own super *and* another lifecycle method's super: one
//   finding, at the `super` token of the wrong call.
final class TimelineViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) { // expect: missing_super_call
        super.viewWillAppear(animated)
        startAutoplay()
    }

    override func viewWillDisappear(_ animated: Bool) { // expect: missing_super_call
        super.viewDidDisappear(animated)
        stopAutoplay()
    }

    @available(iOS 17.0, *)
    override func viewIsAppearing(_ animated: Bool) { // expect: missing_super_call
        super.viewWillAppear(animated)
        scrollToUnread()
    }

    override func viewDidLayoutSubviews() { // expect: missing_super_call
        super.viewWillLayoutSubviews()
        updateInsets()
    }

    override func didMove(toParent parent: UIViewController?) { // expect: missing_super_call
        super.willMove(toParent: parent)
    }

    private func startAutoplay() {}
    private func stopAutoplay() {}
    private func scrollToUnread() {}
    private func updateInsets() {}
}

final class DraftViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        super.viewWillAppear(false) // expect: missing_super_call
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        super.viewWillDisappear(animated) // expect: missing_super_call
    }
}

final class BannerView: UIView {
    override func layoutSubviews() { // expect: missing_super_call
        super.updateConstraints()
    }
}

final class FeedCell: UICollectionViewCell {
    override func prepareForReuse() { // expect: missing_super_call
        super.awakeFromNib()
    }
}
