import UIKit

final class ReceiptViewController: UIViewController {
    func reload() {
        loadView()
        view.setNeedsLayout()
    }
}

final class ReceiptPresenter {
    let controller = ReceiptViewController()

    func prepare() {
        controller.loadView()
    }
}
