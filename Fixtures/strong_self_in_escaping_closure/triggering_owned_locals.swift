import SwiftUI
import UIKit

// Objects created in a local and then handed to something self owns (its view
// hierarchy, its children, a stored property) keep their closures as long as self.
final class OnboardingViewController: UIViewController {
    private let stackView = UIStackView()
    private var footer: EmptyStateView?

    // A button built in a lazy initializer closure: self keeps the button, the button its action.
    private lazy var helpButton: UIButton = {
        let button = UIButton(type: .infoLight)
        button.addAction(UIAction { _ in self.showNextPage() }, for: .touchUpInside) // expect: strong_self_in_escaping_closure
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()

        // A local button added to self's view: view -> button -> action -> self.
        let skipButton = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Skip") { _ in
            self.finishOnboarding() // expect: strong_self_in_escaping_closure
        })
        view.addSubview(skipButton)

        // Added as an arranged subview of a stored stack view.
        let nextButton = UIButton(type: .system)
        nextButton.addAction(UIAction { _ in self.showNextPage() }, for: .primaryActionTriggered) // expect: strong_self_in_escaping_closure
        stackView.addArrangedSubview(nextButton)

        // A local later stored in a property.
        let emptyState = EmptyStateView()
        emptyState.onDismiss = { self.footer?.isHidden = true } // expect: strong_self_in_escaping_closure
        footer = emptyState

        embedProgressHeader()
    }

    // A child view controller keeps the closure; the parent keeps the child.
    private func embedProgressHeader() {
        let header = ProgressHeaderViewController()
        header.onClose = {
            self.finishOnboarding() // expect: strong_self_in_escaping_closure
        }
        addChild(header)
        view.addSubview(header.view)
        header.didMove(toParent: self)

        // A hosting controller's root view holding a closure, embedded as a child.
        let badge = UIHostingController(rootView: StepBadge(onTap: { self.showNextPage() })) // expect: strong_self_in_escaping_closure
        addChild(badge)
        stackView.addArrangedSubview(badge.view)
        badge.didMove(toParent: self)
    }

    // A local data source handed to the table (a weak reference) and kept in self's own
    // `dataSource` property (strong): the provider closure lives as long as self.
    private let stepsTable = UITableView()
    private var dataSource: UITableViewDiffableDataSource<Int, String>?
    private let stepTitles = ["Welcome", "Sync"]

    private func configureSteps() {
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: stepsTable) { table, indexPath, step in
            let cell = table.dequeueReusableCell(withIdentifier: "step", for: indexPath)
            cell.textLabel?.text = self.stepTitles.contains(step) ? step : nil // expect: strong_self_in_escaping_closure
            return cell
        }
        stepsTable.dataSource = dataSource
        self.dataSource = dataSource
    }

    private func finishOnboarding() {}
    private func showNextPage() {}
}

final class ProgressHeaderViewController: UIViewController {
    var onClose: (() -> Void)?
}

struct StepBadge: View {
    let onTap: () -> Void

    var body: some View {
        Button("Next step", action: onTap)
            .buttonStyle(.borderedProminent)
    }
}
