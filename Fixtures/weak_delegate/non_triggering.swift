import UIKit

// The fixed forms: weak or unowned back references.
final class OrderSummaryViewController: UIViewController {
    weak var delegate: CheckoutFlowDelegate?
    private(set) weak var dataSource: ProductListDataSource?
    weak public var pickerDelegate: AvatarPickerDelegate?
    unowned var analyticsDelegate: AnalyticsTracking
    unowned(unsafe) var composerDelegate: ComposerDelegate
    weak var hostDelegate: (UIViewController & CheckoutFlowDelegate)?

    init(analytics: AnalyticsTracking, composer: ComposerDelegate) {
        self.analyticsDelegate = analytics
        self.composerDelegate = composer
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// Computed properties own nothing.
final class SearchFieldView: UIView {
    private let textField = UITextField()

    var delegate: UITextFieldDelegate? {
        get { textField.delegate }
        set { textField.delegate = newValue }
    }

    var dataSource: ProductListDataSource? { storage.dataSource }

    private let storage = Storage()

    final class Storage {
        weak var dataSource: ProductListDataSource?
    }
}

// Concrete class and struct types, even when their names end in Delegate/DataSource.
final class SettingsViewController: UIViewController {
    // The app delegate is a class declared in this run.
    var appDelegate: AppDelegate?
    var sceneDelegate: SceneDelegate!

    // An owned helper object that the controller creates and keeps on purpose.
    var scrollDelegate: ScrollForwardingDelegate = ScrollForwardingDelegate()
    private var tableDataSource = ProductTableDataSource()

    // Diffable data sources are classes the controller must own strongly.
    private var dataSource: UICollectionViewDiffableDataSource<Int, Product>!
    var legacyDataSource: UITableViewDiffableDataSource<Int, Product>?

    // A struct value.
    var layoutDataSource: GridLayoutDataSource = GridLayoutDataSource()

    // A protocol that is not class-bound cannot be held weakly.
    var sectionDataSource: SectionLayoutDataSource = GridLayoutDataSource()
}

// Delegates created and owned inline.
final class ProductTableViewController: UITableViewController {
    let delegate = ScrollForwardingDelegate()
    let productDataSource = ProductTableDataSource()
    private lazy var pagingDelegate = ScrollForwardingDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = productDataSource
        tableView.delegate = delegate
    }
}

// `let` properties of protocol type injected through init are not `var`s.
final class CartCoordinator {
    let dataSource: ProductProviding
    let analyticsDelegate: AnalyticsTracking

    init(dataSource: ProductProviding, analyticsDelegate: AnalyticsTracking) {
        self.dataSource = dataSource
        self.analyticsDelegate = analyticsDelegate
    }
}

// Structs never form reference cycles through their own properties.
struct CheckoutState {
    var delegate: CheckoutFlowDelegate?
    var dataSource: ProductListDataSource?
}

final class CheckoutStore {
    // A struct nested in a class is still a struct.
    struct Snapshot {
        var delegate: CheckoutFlowDelegate?
    }

    var snapshot = Snapshot()
}

// Protocol requirements are not stored properties.
protocol DelegatingScreen: AnyObject {
    var delegate: CheckoutFlowDelegate? { get set }
    var dataSource: ProductListDataSource? { get }
}

// Names that only contain the words, and types that are not protocols.
final class FeedViewController: UIViewController {
    var dataSource: [Product] = []
    var delegates: [CheckoutFlowDelegate] = []
    var delegateQueue: OperationQueue = .main
    var hasDataSource = false
    var isDelegateSet: Bool = false
    var onDelegateEvent: ((String) -> Void)?
    var delegate: ((Product) -> Void)?
    static var sharedDataSourceName = "products"

    // Parameters and locals named delegate are not properties.
    func attach(delegate: CheckoutFlowDelegate, dataSource: ProductListDataSource) {
        var fallbackDelegate: CheckoutFlowDelegate? = delegate
        if dataSource.numberOfProducts() == 0 {
            fallbackDelegate = nil
        }
        fallbackDelegate?.checkoutDidCancel()
    }

    // The words in comments and strings: var delegate: CheckoutFlowDelegate?
    let help = "Set var delegate: CheckoutFlowDelegate? on the presenter"
}

// Extensions cannot add stored properties; computed ones are fine.
extension CheckoutCoordinatorHost {
    var delegate: CheckoutFlowDelegate? { coordinator as? CheckoutFlowDelegate }
}

final class CheckoutCoordinatorHost {
    var coordinator: AnyObject?
}

// Real-code shapes that must stay silent.

// A strong Interface Builder outlet keeps an object from the nib alive on purpose.
final class ShortcutOutlineView: UIView {
    @IBOutlet var shortcutDelegate: CheckoutFlowDelegate!
}

// Test doubles record what the code under test hands them.
final class MockCheckoutScreen {
    var delegate: CheckoutFlowDelegate?
    var receivedDataSource: ProductListDataSource?
}

final class FakeProductPicker: NSObject {
    var pickerDelegate: AvatarPickerDelegate?
}

// Helpers the class creates itself: `weak` would free them immediately.
final class ExportCoordinator {
    var exportDelegate: AnalyticsTracking?
    var dataSource: ProductProviding
    private var historyDelegate: CheckoutFlowDelegate? = LocalHistoryRecorder()

    init(remote: Bool) {
        if remote {
            self.dataSource = RemoteProductSource()
        } else {
            self.dataSource = BundledProductSource()
        }
    }

    func beginExport() {
        exportDelegate = ExportEventLogger(category: "export")
    }
}

final class LocalHistoryRecorder: CheckoutFlowDelegate {
    func checkoutDidFinish(orderID: String) {}
    func checkoutDidCancel() {}
}

final class RemoteProductSource: ProductProviding {
    func loadProducts() async throws -> [Product] { [] }
}

final class BundledProductSource: ProductProviding {
    func loadProducts() async throws -> [Product] { [] }
}

final class ExportEventLogger: AnalyticsTracking {
    init(category: String) {}
    func track(_ event: String) {}
}

// UIKit holds `transitioningDelegate` weakly; the presented controller keeps its animator.
final class CardSheetViewController: UIViewController {
    var cardTransitionDelegate: UIViewControllerTransitioningDelegate? {
        didSet { transitioningDelegate = cardTransitionDelegate }
    }
}

// A name that is neither declared in the linted files nor an Apple framework delegate: it
// may be a closure typealias or a class from a dependency.
typealias SectionRowsDataSource = () -> [String]

final class CarDashboardList {
    private var rowsDataSource: SectionRowsDataSource
    var syncDelegate: VendorSyncDelegate?

    init(rows: @escaping SectionRowsDataSource) {
        self.rowsDataSource = rows
    }
}

// Named to say the strong reference is deliberate (UIKit only holds the delegate weakly).
final class SearchBarHost: UIView {
    private let searchBar = UISearchBar()
    private var strongDelegate: UISearchBarDelegate?
    private var retainedDataSource: UITableViewDataSource?
}
