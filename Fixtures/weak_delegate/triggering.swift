import UIKit

// Child screen reporting back to its parent: the classic strong back reference.
final class CheckoutViewController: UIViewController {
    // Optional protocol type declared in another file of this run.
    var delegate: CheckoutFlowDelegate? // expect: weak_delegate

    // Access modifiers before `var` do not make it weak.
    private(set) var dataSource: ProductListDataSource? // expect: weak_delegate

    private let orderID: String

    init(orderID: String) {
        self.orderID = orderID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func doneTapped() {
        delegate?.checkoutDidFinish(orderID: orderID)
    }
}

// A custom view that forwards to SDK protocols under names ending in Delegate/DataSource.
final class ProductCarouselView: UIView {
    var scrollDelegate: UIScrollViewDelegate? // expect: weak_delegate
    var pagingDataSource: UICollectionViewDataSource? // expect: weak_delegate

    // Implicitly unwrapped protocol type.
    var selectionDelegate: UICollectionViewDelegate! // expect: weak_delegate

    private let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewFlowLayout()
    )
}

// A plain class (not a UIKit subclass) still owns its delegate strongly.
final class CheckoutCoordinator {
    // Non-optional protocol type, set through init.
    var delegate: CheckoutFlowDelegate // expect: weak_delegate

    // Swift 6 spelling with `any`.
    var analyticsDelegate: (any AnalyticsTracking)? // expect: weak_delegate

    // The property name decides, even when the protocol name does not end in Delegate.
    var dataSource: ProductProviding? // expect: weak_delegate

    init(delegate: CheckoutFlowDelegate) {
        self.delegate = delegate
    }
}

// A stored property with observers is still stored.
final class ComposerView: UIView {
    var delegate: ComposerDelegate? { // expect: weak_delegate
        didSet { updatePlaceholder() }
    }

    // Protocol inheriting class-bound SDK protocols.
    var pickerDelegate: AvatarPickerDelegate? // expect: weak_delegate

    private func updatePlaceholder() {
        backgroundColor = delegate == nil ? .secondarySystemBackground : .systemBackground
    }
}

// Protocol composition types.
final class PaymentSheetController: UIViewController {
    var delegate: (CheckoutFlowDelegate & AnalyticsTracking)? // expect: weak_delegate
    var hostDelegate: (UIViewController & CheckoutFlowDelegate)? // expect: weak_delegate
}

// A class nested in a struct is still a class.
struct ProfileFeature {
    final class Router {
        var delegate: AvatarPickerDelegate? // expect: weak_delegate

        func showPicker(from presenter: UIViewController) {
            let picker = UIImagePickerController()
            picker.delegate = delegate
            presenter.present(picker, animated: true)
        }
    }
}

// Declared in an `#if` block.
final class DebugMenuViewController: UITableViewController {
    #if DEBUG
    var menuDataSource: UITableViewDataSource? // expect: weak_delegate
    #endif
}

// A generic class whose property type is a protocol.
final class ListAdapter<Item: Hashable>: NSObject {
    var delegate: UITableViewDelegate? // expect: weak_delegate
    var items: [Item] = []
}

// A private delegate that another method reassigns is a real back reference.
final class FilterSheet {
    private var delegate: BulkActionDelegate? // expect: weak_delegate

    init(delegate: BulkActionDelegate?) {
        self.delegate = delegate
    }

    func attach(to host: BulkActionDelegate) {
        delegate = host
    }
}

final class FilterSheetHost {
    private var sheetDelegate: BulkActionDelegate? // expect: weak_delegate

    func present(_ sheet: FilterSheet) {
        sheetDelegate = sheet as? BulkActionDelegate
    }
}

// Framework protocols from the explicit list.
final class MapOverlayController: UIViewController {
    var mapDelegate: MKMapViewDelegate? // expect: weak_delegate
    var navigationDelegate: WKNavigationDelegate? // expect: weak_delegate
}
