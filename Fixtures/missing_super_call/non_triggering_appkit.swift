import AppKit
import SwiftUI

// AppKit is not UIKit. Mac targets of multi-platform apps override viewDidLoad,
// viewDidAppear, awakeFromNib, prepareForReuse and updateConstraints on AppKit
// classes without super, and AppKit does not require it there. Many of these
// names end in ViewController/Controller, so the unknown-name fallback must not
// claim them: they are known AppKit classes, not unknown names.
final class InspectorPaneViewController: NSViewController {
    override func viewDidLoad() {
        view.wantsLayer = true
    }

    override func viewDidAppear() {
        view.window?.makeFirstResponder(view)
    }

    override func viewWillDisappear() {
        view.window?.makeFirstResponder(nil)
    }

    override func viewDidDisappear() {
        print("inspector hidden")
    }
}

final class ReaderSplitController: NSSplitViewController {
    override func viewDidLoad() {
        splitView.dividerStyle = .thin
    }
}

final class PreferencesWindowController: NSWindowController {
    override func windowDidLoad() {
        window?.title = "Preferences"
    }

    override func awakeFromNib() {
        window?.isMovableByWindowBackground = true
    }
}

final class AboutMacHostingController: NSHostingController<Text> {
    override func viewDidLoad() {
        view.setFrameSize(NSSize(width: 320, height: 200))
    }
}

final class SourceListCellView: NSTableCellView {
    override func prepareForReuse() {
        textField?.stringValue = ""
    }

    override func awakeFromNib() {
        imageView?.imageScaling = .scaleProportionallyDown
    }
}

final class StatusStripView: NSView {
    override func awakeFromNib() {
        wantsLayer = true
    }

    override func updateConstraints() {
        invalidateIntrinsicContentSize()
    }

    override func layout() {
        subviews.first?.frame = bounds
    }
}

// A subclass of an AppKit view controller declared in this run.
final class AccountsInspectorViewController: InspectorPaneBase {
    override func viewDidLoad() {
        print("accounts")
    }
}

class InspectorPaneBase: NSViewController {}
