import UIKit

// Where the protocols of triggering.swift are held as back references: stored `var`s in classes.
final class CartStore {
    var delegate: CartDelegate?
    var expressDelegate: ExpressCartDelegate?
}

final class GalleryView: UIView {
    var dataSource: GalleryDataSource?
}

final class PlayerControlsView: UIView {
    var delegate: (any PlayerControlsDelegate)?
    var composeDelegate: ComposeDelegate!
    var signUpDelegate: SignUpFormDelegate?
    var uploadDelegate: UploadDelegate? {
        didSet { setNeedsLayout() }
    }
}

final class ReceiptPrinter {
    var dataSource: ReceiptDataSource
    #if os(iOS)
    var hapticsDelegate: HapticsDelegate?
    #endif

    init(dataSource: ReceiptDataSource) {
        self.dataSource = dataSource
    }
}

extension RatingView {
    final class Container {
        var delegate: RatingView.Delegate?
    }
}
