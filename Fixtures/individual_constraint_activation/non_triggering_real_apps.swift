import UIKit

// Shapes met in real apps that must stay silent: one inline activation on each side of
// an if/else or in each switch case; only one of them runs.

final class FeedSectionStacker: UIViewController {
    private let scrollView = UIScrollView()

    func place(_ child: UIView, below previous: UIView?, spacing: CGFloat) {
        if let previous {
            child.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: spacing).isActive = true
        } else {
            child.topAnchor.constraint(equalTo: scrollView.topAnchor).isActive = true
        }
    }

    enum Edge { case leading, trailing, center }

    func align(_ badge: UIView, to edge: Edge) {
        switch edge {
        case .leading:
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        case .trailing:
            badge.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        case .center:
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        }
    }
}
