import UIKit

// A disable naming a rule that is not enabled in the run is not judged: viewlint cannot
// know whether it would silence something. This folder runs superfluous_disable alone, so
// none of the comments naming other rules below is reported here.

protocol CartDelegate: AnyObject {
    func cartDidChange()
}

final class CartViewController: UIViewController {
    // viewlint:disable:next weak_delegate - the coordinator owns us, not the other way round
    var delegate: CartDelegate?

    // viewlint:disable missing_super_call
    override func viewDidLoad() {
        title = "Cart"
    }
    // viewlint:enable missing_super_call

    // SwiftLint's comments are SwiftLint's business: never reported by viewlint, not even
    // for ids viewlint does not know.
    // swiftlint:disable:next overridden_super_call
    override func viewWillAppear(_ animated: Bool) {}

    // swiftlint:disable:next force_cast line_length
    let host = UIApplication.shared.delegate as! UIResponder

    // swiftlint:disable all
    let banner = "Free shipping over 50"
    // swiftlint:enable all

    // Commands inside string literals are text, not comments.
    let help = "// viewlint:disable all"
    let more = """
        /* viewlint:disable:next weak_delegat */
        """

    // A comment that only mentions viewlint:disable is not a command: it must start the comment.
    // Prefer fixing over viewlint:disable:next comments.
    func refresh() {
        delegate?.cartDidChange()
    }
}

// A comment naming superfluous_disable itself is never reported, and it silences the
// finding the next comment would get.
// viewlint:disable:next superfluous_disable
// viewlint:disable:next weak_delegat
final class CartBadge: UIView {}

/// Doc comments can carry commands too.
/// viewlint:disable:next weak_delegate
final class CartFooter: UIView {}
