import UIKit

// One-time setup in an appearance callback: every appearance adds another copy.
final class BannerViewController: UIViewController {
    private let banner = UILabel()
    private let dimmingView = UIView()
    private let gradient = CAGradientLayer()
    private let detail = DetailViewController()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.addSubview(banner) // expect: subview_in_will_appear
        banner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([ // expect: subview_in_will_appear
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissBanner))
        dimmingView.addGestureRecognizer(tap) // expect: subview_in_will_appear
        self.view.layer.addSublayer(gradient) // expect: subview_in_will_appear
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        addChild(detail) // expect: subview_in_will_appear
        view.addSubview(detail.view) // expect: subview_in_will_appear
        detail.didMove(toParent: self)
        banner.bottomAnchor.constraint(equalTo: detail.view.topAnchor).isActive = true // expect: subview_in_will_appear
    }

    @objc private func dismissBanner() {}
}

// A view created on every appearance and added to the controller's view.
final class EmptyStateViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let emptyLabel = UILabel()
        emptyLabel.text = "Nothing here yet"
        view.addSubview(emptyLabel) // expect: subview_in_will_appear
    }
}

// An `if` elsewhere in the function does not guard the setup: the add after it
// runs on every appearance.
final class ThemeViewController: UIViewController {
    private let header = UIView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if animated {
            header.alpha = 0
        }
        view.addSubview(header) // expect: subview_in_will_appear
    }
}

final class DetailViewController: UIViewController {}

// The same recognizer added to two views: a recognizer has one view, so the second call
// moves it and only the second view collects one per appearance.
final class VideoPlayerViewController: UIViewController {
    private let videoView = UIView()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let tap = UITapGestureRecognizer(target: self, action: #selector(toggleControls))
        self.view.addGestureRecognizer(tap)
        videoView.addGestureRecognizer(tap) // expect: subview_in_will_appear
    }

    @objc private func toggleControls() {}
}
