import UIKit

// Declarations for non_triggering_back_references.swift: the back references are weak here,
// in a file the extension's run cannot see into when it checks ownership.
final class CheckoutViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?
    weak var parentSummary: CheckoutSummaryController?
    let totalLabel = UILabel()
}

final class CheckoutCoordinator {
    var onFinish: (() -> Void)?
}

final class CheckoutSummaryController: UIViewController {
    var onTotalChange: ((Double) -> Void)?
}
