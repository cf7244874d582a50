import UIKit

// Near-misses: batch activation, toggles of stored constraints, a single inline
// activation per function, and `isActive` on things that are not constraints.

final class FilterPanelViewController: UIViewController {
    private let panel = UIView()
    private let handle = UIView()
    private var expandedHeight: NSLayoutConstraint!
    private var collapsedHeight: NSLayoutConstraint!
    private var panelWidth: NSLayoutConstraint?
    private var panelTop: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.translatesAutoresizingMaskIntoConstraints = false
        handle.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        panel.addSubview(handle)

        // Batch activation.
        expandedHeight = panel.heightAnchor.constraint(equalToConstant: 420)
        collapsedHeight = panel.heightAnchor.constraint(equalToConstant: 88)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collapsedHeight,
        ])
        installHandle()
        installStoredConstraints()
    }

    // Only one inline activation in this function.
    private func installHandle() {
        NSLayoutConstraint.activate([
            handle.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            handle.topAnchor.constraint(equalTo: panel.topAnchor, constant: 8),
            handle.widthAnchor.constraint(equalToConstant: 36),
        ])
        handle.heightAnchor.constraint(equalToConstant: 5).isActive = true
    }

    // Constraints kept in stored properties so they can be toggled later; they are
    // not created inline in the activation statement.
    private func installStoredConstraints() {
        panelWidth = panel.widthAnchor.constraint(lessThanOrEqualToConstant: 600)
        panelWidth?.isActive = true
        panelTop = panel.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor)
        panelTop?.isActive = true
    }

    // Toggling stored constraints, several in one function.
    func setExpanded(_ expanded: Bool) {
        collapsedHeight.isActive = false
        expandedHeight.isActive = true
        if !expanded {
            expandedHeight.isActive = false
            collapsedHeight.isActive = true
        }
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    // One inline activation in each of two functions.
    func pinBadge(_ badge: UIView) {
        badge.topAnchor.constraint(equalTo: panel.topAnchor, constant: 4).isActive = true
    }

    func pinBadgeSide(_ badge: UIView) {
        badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -4).isActive = true
    }

    // Documentation only: "title.topAnchor.constraint(equalTo: top).isActive = true"
    // title.leadingAnchor.constraint(equalTo: leading).isActive = true
    func printLayoutTip() {
        let tip = "a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true; a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true"
        print(tip)
    }
}

// Unrelated models with an `isActive` flag.
final class Membership {
    var isActive = false
    var autoRenews = false
}

struct PromoCode {
    var isActive: Bool
}

final class AccountService {
    private var membership = Membership()
    private var trial = Membership()
    private var codes: [PromoCode] = []

    func activateAll() {
        membership.isActive = true
        trial.isActive = true
        for index in codes.indices {
            codes[index].isActive = true
        }
    }
}
