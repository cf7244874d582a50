import UIKit

// The layout half of ReaderPageViewController (non_triggering.swift), kept in its own
// file as many apps do: the page view gets constraints here.
extension ReaderPageViewController {
    func pinPageView() {
        pageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            pageView.topAnchor.constraint(equalTo: view.topAnchor),
            pageView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            pageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
