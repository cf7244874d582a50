import UIKit

protocol SettingsDelegate: AnyObject {}

final class SettingsViewController: UIViewController {
    // viewlint:disable:next weak_delegate
    weak var delegate: SettingsDelegate?

    override func viewDidLoad() {
        super.viewDidLoad() // viewlint:disable:this missing_super_call
        title = "Settings"
    }

    // viewlint:disable:next weak_delegate, missing_super_call
    private let label = UILabel()
}

// viewlint:disable:next weak_delgate
let spelledWrong = 1
