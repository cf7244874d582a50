import UIKit

// This folder runs with superfluous_disable as the only rule, so every comment below is
// judged on its own: misspelled rule ids and commands, commands naming no rule, and
// `all`, which silences nothing when no other rule reports anything.

protocol ReceiptDelegate: AnyObject {
    func receiptDidClose()
}

final class ReceiptViewController: UIViewController {
    // viewlint:disable:next weak_delegat // expect: superfluous_disable
    var delegate: ReceiptDelegate?

    // viewlint:disabel:next missing_super_call // expect: superfluous_disable
    override func viewDidLoad() {
        super.viewDidLoad()
    }

    // viewlint:disable:next // expect: superfluous_disable
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    // viewlint:disable:next weak_delegat missing_super_cal - two typos // expect: superfluous_disable, superfluous_disable
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
    }

    func close() {
        delegate?.receiptDidClose() // viewlint:disable:this all - nothing to silence here // expect: superfluous_disable
    }
}

/* viewlint:disable all */ // expect: superfluous_disable
final class ReceiptFormatter {
    func format(_ amount: Double) -> String { String(format: "%.2f", amount) }
}
