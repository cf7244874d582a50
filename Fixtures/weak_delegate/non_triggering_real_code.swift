import UIKit

// Real-code shapes that stay silent.

// A type of a dependency no linted file declares: its name says nothing about being a
// protocol, and the app builds instances of it, so it is a class kept on purpose.
final class FolderBrowserSection {
    var dataSource: KBItemDataSource?
    var sidebarDataSource: KBItemDataSource?

    func reload(with items: [String]) {
        dataSource = KBItemDataSourceArray(items: items)
    }
}

final class AttachmentPreviewController: UIViewController {
    // A framework-style name for a class of a dependency, built right here.
    private var previewDataSource: PVSinglePhotoDataSource?

    func showPreview(of image: UIImage) {
        let source = PVSinglePhotoDataSource(photo: image)
        previewDataSource = source
    }
}

// The helper is built by another file (support_helpers.swift) and adopts the protocol:
// the zone owns it, and `weak` would free it at once.
final class RecordZone {
    var delegate: RecordZoneDelegate?

    func fetchChanges() {
        delegate?.zoneDidFetch(self)
    }
}

// Private, set once by the initializer and never reassigned: in effect a `let`.
final class BulkActionSheet {
    private var delegate: BulkActionDelegate
    private var actionDelegate: BulkActionDelegate?

    init(delegate: BulkActionDelegate, actionDelegate: BulkActionDelegate?) {
        self.delegate = delegate
        self.actionDelegate = actionDelegate
    }

    func run() {
        delegate.bulkActionDidFinish()
        actionDelegate?.bulkActionDidFinish()
    }
}
