import UIKit

// Class-bound by `AnyObject`, the legacy `class` keyword, or `NSObjectProtocol`.
protocol FilterSheetDelegate: AnyObject {
    func filterSheetDidApply(_ filters: [String])
}

protocol LegacyPickerDelegate: class {
    func pickerDidSelect(index: Int)
}

protocol DownloadsDataSource: NSObjectProtocol {
    func numberOfDownloads() -> Int
}

// AnyObject not in first position, next to other constraints.
protocol SyncDelegate: Sendable, AnyObject {
    func syncDidFinish()
}

// Objective-C protocols are always class-bound.
@objc protocol ToolbarDelegate {
    @objc optional func toolbarDidTapShare()
}

@objc(VLMapOverlayDataSource) public protocol MapOverlayDataSource {
    func overlayCount() -> Int
}

// Inheriting a class-bound protocol declared in another file, directly or through two hops.
protocol SettingsDelegate: ScreenRouting {
    func settingsDidChangeTheme()
}

protocol ProfileDelegate: AnalyticsReporting {
    func profileDidLogOut()
}

// Inheriting a class-bound protocol declared in this file.
protocol AdvancedFilterSheetDelegate: FilterSheetDelegate {
    func filterSheetDidReset()
}

// Inheriting UIKit delegate protocols (all Objective-C, hence class-bound).
protocol CarouselDelegate: UICollectionViewDelegate {
    func carouselDidSettle(on page: Int)
}

protocol PagedTableDataSource: UITableViewDataSource, UITableViewDataSourcePrefetching {
    func loadNextPage()
}

// Inheriting a protocol from a dependency that is not part of the linted files:
// it cannot be proven unbound, so the rule assumes it is class-bound.
protocol PaywallDelegate: PurchasesDelegate {
    func paywallDidUnlock()
}

// A superclass constraint makes the protocol class-bound.
protocol OnboardingFlowDelegate: BaseCoordinator {
    func onboardingDidFinish()
}

// Names that do not end in Delegate or DataSource.
protocol Delegating {
    func forward(_ message: String)
}

protocol DataSourceProviding {
    func makeDataSource() -> UITableViewDataSource
}

protocol DelegateFactory {
    associatedtype Product
    func make() -> Product
}

// Classes, structs, enums and typealiases with delegate-like names are not protocols.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

struct StaticListDataSource {
    let rows: [String]
}

enum ShareSheetDelegate {
    static func present(from controller: UIViewController) {}
}

typealias TableDelegate = UITableViewDelegate & UITableViewDataSource

// Mentions in comments and strings: protocol CheckoutDelegate { }
let protocolTemplate = "protocol CheckoutDelegate { func didFinish() }"

// Real-code shapes that must stay silent.

// Adopted by structs: it cannot be made class-bound.
protocol TimelineSectionDelegate {
    var sectionTitle: String { get }
    func fetchItems() async -> [String]
}

struct StarredSectionDelegate: TimelineSectionDelegate {
    let sectionTitle = "Starred"
    func fetchItems() async -> [String] { [] }
}

// Adopted by an enum through a protocol that refines it.
protocol ReadLaterDataSource {
    func savedCount() -> Int
}

protocol OfflineReadLaterDataSource: ReadLaterDataSource {}

enum EmptyReadLater: OfflineReadLaterDataSource {
    case none
    func savedCount() -> Int { 0 }
}

// Marker protocols without requirements (annotations for code generators).
protocol AutoForwardingTableDelegate {}

// A protocol describing the app delegate itself, not a delegate relationship.
protocol ScriptingAppDelegate {
    var frontmostDocumentName: String? { get }
}

// Named like delegates, but never held as a back reference: owned `let` dependencies,
// parameters, computed properties, and a singleton's hook.
protocol FavoritesDataSource {
    func favorites() -> [String]
}

final class FavoritesModel {
    private let favoritesSource: FavoritesDataSource

    init(favoritesSource: FavoritesDataSource) {
        self.favoritesSource = favoritesSource
    }

    func reload(using source: FavoritesDataSource) -> [String] {
        source.favorites() + favoritesSource.favorites()
    }
}

protocol ResultsListDelegate {
    func resultsListDidSelect(_ index: Int)
}

final class ResultsScreen: UIViewController {
    private let listController = ResultsListController()

    var resultsDelegate: ResultsListDelegate? { listController }
}

final class ResultsListController: UIViewController, ResultsListDelegate {
    func resultsListDidSelect(_ index: Int) {}
}

protocol ServerSyncDelegate {
    func syncDidFinish()
}

final class ServerSettings {
    static let shared = ServerSettings()
    var syncDelegate: ServerSyncDelegate?
}

// A singleton implements the hook a singleton holds.
protocol PlaybackReportingDelegate {
    func playbackDidReport()
}

final class PlaybackSettings {
    static let shared = PlaybackSettings()
    var reportingDelegate: PlaybackReportingDelegate?
}

final class PlaybackCoordinator: PlaybackReportingDelegate {
    static let shared = PlaybackCoordinator()

    func start() {
        PlaybackSettings.shared.reportingDelegate = self
    }

    func playbackDidReport() {}
}
