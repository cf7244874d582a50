import SwiftUI

// Objects passed in by the parent, owned with @StateObject/@State, or shared
// instances that are not recreated.

struct CartSummary: View {
    // Injected by the parent.
    @ObservedObject var cart: CartStore

    var body: some View {
        Text("\(cart.items.count) items")
    }
}

struct CartScreen: View {
    // Owned by this view: created once.
    @StateObject private var cart = CartStore()
    @StateObject private var feed = FeedViewModel(api: .live)

    var body: some View {
        CartSummary(cart: cart)
    }
}

// Shared instances: the same object on every rebuild.
struct ThemedHeader: View {
    @ObservedObject var theme = ThemeManager.shared
    @ObservedObject var fallbackTheme: ThemeManager = .shared
    @ObservedObject var appTheme = AppEnvironment.current.theme

    var body: some View {
        Text("Header").foregroundStyle(theme.accent)
    }
}

// Assigned in init from a parameter, through the underscore storage too.
struct OrderView: View {
    @ObservedObject var store: CartStore
    @ObservedObject private var feed: FeedViewModel

    init(store: CartStore, feed: FeedViewModel) {
        self.store = store
        _feed = ObservedObject(wrappedValue: feed)
    }

    var body: some View {
        Text("\(store.items.count)")
    }
}

// @Observable models held in @State; plain properties; @EnvironmentObject.
@Observable
final class SessionModel {
    var userName = ""
}

struct SessionView: View {
    @State private var session = SessionModel()
    @EnvironmentObject var cart: CartStore
    let formatter = ListFormatter()

    var body: some View {
        Text(session.userName)
        // @ObservedObject var model = Model() would be recreated on every update.
        Text("@ObservedObject var cart = CartStore()")
    }
}

// A class is not rebuilt by a parent view: the object it creates lives as long as it does.
final class ClipPlayback {
    @ObservedObject var range = CartStore()
    func play() {}
}

// A style object whose properties are all computed from a shared palette: a new instance
// is the same as the old one (declared in this file, so the rule can see it stores nothing).
final class RowStyle: ObservableObject {
    var background: Color { ThemeManager.shared.accent.opacity(0.1) }
    var title: Color { ThemeManager.shared.accent }
    static let compactPadding = 4.0
}

struct StyledRow: View {
    @ObservedObject var style = RowStyle()
    @ObservedObject var altStyle: RowStyle = .init()

    var body: some View {
        Text("Row").foregroundStyle(style.title).background(altStyle.background)
    }
}

// A handle that outside code drives: an exporter keeps the struct and calls
// update(for:), which writes the object. @StateObject would cut that link.
@MainActor
final class ExportProgress: ObservableObject {
    @Published var fraction: Double = 0
}

struct ExportFrame: View {
    @ObservedObject var progress = ExportProgress()

    var body: some View {
        Circle().trim(from: 0, to: progress.fraction).stroke()
    }

    func update(for fraction: Double) {
        progress.fraction = fraction
    }
}
