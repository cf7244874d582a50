import AppKit

// AppKit's NSViewController.loadView loads the nib; calling super there is normal.
final class ShareSheetViewController: NSViewController {
    override func loadView() {
        super.loadView()
        view.wantsLayer = true
    }
}
