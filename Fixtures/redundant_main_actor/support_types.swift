import SwiftUI
import UIKit

// Project base classes: the type index must see that the first reaches UIKit and
// the second does not.
class BaseFlowViewController: UIViewController {
    func finishFlow() {}
}

class BaseViewModel {
    var isLoading = false
}

struct SettingsView: View {
    var body: some View {
        Form { Toggle("Notifications", isOn: .constant(true)) }
    }
}
