import UIKit

// Another file of DocumentWindowController: closing the window empties its subscriptions.
extension DocumentWindowController {
    func windowWillClose() {
        cancellables.removeAll()
    }
}

// The superclass of ConversationController runs and resets the stored menu block.
class MenuHostingController: UIViewController {
    var menuActionHandler: ((String) -> Void)?

    func menuDidEnd(with action: String) {
        menuActionHandler?(action)
        menuActionHandler = nil
    }
}
