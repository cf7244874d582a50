import UIKit

protocol SettingsDelegate: AnyObject {}

final class SettingsViewController: UIViewController {
    weak var delegate: SettingsDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    private let label = UILabel()
}

// viewlint:disable:next weak_delgate
let spelledWrong = 1
