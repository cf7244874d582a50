import Combine
import SwiftUI
import UIKit
import XCTest

// Shapes found while running the rule over real apps: none of these keeps self alive.

final class CatalogViewController: UIViewController {
    private let api = CatalogAPI()
    private let tableView = UITableView()
    private var cancellables = Set<AnyCancellable>()
    private var extraActions: [UIAccessibilityCustomAction] = []
    private var pendingRequest: AnyCancellable?

    override func viewDidLoad() {
        super.viewDidLoad()

        // A request publisher completes after one value; the subscription then drops its closures.
        api.fetchCategories()
            .receive(on: DispatchQueue.main)
            .sink { _ in } receiveValue: { categories in
                self.title = "\(categories.count) categories"
            }
            .store(in: &cancellables)

        // Just / Future / first(): finite too.
        Just(42)
            .sink { value in self.title = "\(value)" }
            .store(in: &cancellables)
        Future<Int, Never> { promise in promise(.success(1)) }
            .sink { value in self.view.tag = value }
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .first()
            .sink { _ in self.tableView.reloadData() }
            .store(in: &cancellables)

        // A publisher kept in a local that came from a request.
        let download = api.fetchCategories()
        pendingRequest = download.sink { _ in } receiveValue: { _ in self.tableView.reloadData() }

        // Delegate and data source properties of other objects are weak by convention.
        let handler = ScrollHandler(onScroll: { self.navigationItem.prompt = nil })
        tableView.delegate = handler
    }

    // A computed property returns a copy of the stored actions plus one more: nothing is stored.
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            var actions = extraActions
            actions.append(UIAccessibilityCustomAction(name: "Refresh") { _ in
                self.tableView.reloadData()
                return true
            })
            return actions
        }
        set { extraActions = newValue ?? [] }
    }
}

final class CatalogAPI {
    func fetchCategories() -> AnyPublisher<[String], Error> {
        Empty().eraseToAnyPublisher()
    }
}

final class ScrollHandler: NSObject, UITableViewDelegate {
    let onScroll: () -> Void
    init(onScroll: @escaping () -> Void) { self.onScroll = onScroll }
}

// A singleton lives for the whole app run: a cycle through it leaks nothing.
final class KeyboardTracker {
    static let shared = KeyboardTracker()
    private var cancellables = Set<AnyCancellable>()
    private(set) var isVisible = false

    private init() {
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .sink { _ in self.isVisible = true }
            .store(in: &cancellables)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
            self.isVisible = false
        }
    }
}

// The app delegate lives as long as the process.
final class ShopAppDelegate: UIResponder, UIApplicationDelegate {
    private var cancellables = Set<AnyCancellable>()
    @Published private var isLocked = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
            self.isLocked = true
        }
        return true
    }
}

// Stored property initializers run before self exists; the closures use static or global values.
final class PaletteProvider {
    static let tokens = PaletteTokens()
    let cardBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? tokens.darkCard : tokens.lightCard
    }
}

struct PaletteTokens {
    let darkCard = UIColor.black
    let lightCard = UIColor.white
}

// The build closure of an AsyncStream runs once, immediately.
final class FrameSource {
    private var emit: ((Int) -> Void)?
    private var isPaused = false

    lazy var frames: AsyncStream<Int> = AsyncStream { continuation in
        self.emit = { [weak self] frame in
            guard let self, !self.isPaused else { return }
            continuation.yield(frame)
        }
    }
}

// Test cases are short-lived: cycles in them are harmless.
final class CatalogViewModelTests: XCTestCase {
    private var model: CatalogViewModelSpy?
    private var receivedTitles: [String] = []

    override func setUp() {
        super.setUp()
        model = CatalogViewModelSpy()
        model?.onTitle = { title in self.receivedTitles.append(title) }
    }
}

final class CatalogViewModelSpy {
    var onTitle: ((String) -> Void)?
}

// Storage the type clears again (outside deinit): the cycle is broken on purpose when the
// work finishes or is cancelled.
final class SyncButton: UIControl {
    private var pendingTap: DispatchWorkItem?
    private var completions: [UUID: () -> Void] = [:]

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        pendingTap = DispatchWorkItem {
            self.sendActions(for: .primaryActionTriggered)
            self.pendingTap = nil
        }
    }

    func enqueue(_ id: UUID) {
        completions[id] = {
            self.isEnabled = true
        }
    }

    func finish(_ id: UUID) {
        completions[id]?()
        completions[id] = nil
    }
}
