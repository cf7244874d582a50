import UIKit

final class ReceiptViewController: UIViewController {
    func reload() {
        loadViewIfNeeded()
        view.setNeedsLayout()
    }
}

final class ReceiptPresenter {
    let controller = ReceiptViewController()

    func prepare() {
        controller.loadViewIfNeeded()
    }
}
