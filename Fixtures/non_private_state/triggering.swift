import SwiftUI

// @State / @StateObject properties that a caller can set through the memberwise
// initializer (or read from outside).

@MainActor
final class LibraryModel: ObservableObject {
    @Published var books: [String] = []
}

struct LibraryView: View {
    @State var searchText = "" // expect: non_private_state
    @State internal var showsFilters = false // expect: non_private_state
    @StateObject var model = LibraryModel() // expect: non_private_state
    @State private(set) var sortAscending = true // expect: non_private_state

    var body: some View {
        List(model.books, id: \.self) { Text($0) }
            .searchable(text: $searchText)
            .toolbar {
                Button("Filters") { showsFilters = true }
                Button("Sort") { sortAscending.toggle() }
            }
    }
}

// Public views in a package, with explicit types.
public struct RatingControl: View {
    @State public var rating: Int = 0 // expect: non_private_state
    @SwiftUI.State var hovered: Int? = nil // expect: non_private_state

    public init() {}

    public var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { star in
                Image(systemName: star <= (hovered ?? rating) ? "star.fill" : "star")
                    .onTapGesture { rating = star }
            }
        }
    }
}

// The attribute on its own line: the finding is on the `var` line.
struct ComposerView: View {
    @State
    var draft = "" // expect: non_private_state

    var body: some View {
        TextEditor(text: $draft)
    }
}

// In an App, a Scene and a ViewModifier; inside #if.
@main
struct LibraryApp: App {
    @StateObject var library = LibraryModel() // expect: non_private_state

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environmentObject(library)
        }
    }
}

struct ReaderScene: Scene {
    @State var isImmersive = false // expect: non_private_state

    var body: some Scene {
        WindowGroup("Reader") { Text(isImmersive ? "Immersive" : "Window") }
    }
}

struct Highlight: ViewModifier {
    @State var isPressed = false // expect: non_private_state
    #if DEBUG
    @State var debugBorder = true // expect: non_private_state
    #endif

    func body(content: Content) -> some View {
        content
            .scaleEffect(isPressed ? 0.97 : 1)
            .onLongPressGesture(minimumDuration: 0.2) { isPressed.toggle() }
    }
}

// A view whose conformance is declared in an extension.
struct ShelfView {
    @State var selectedShelf = 0 // expect: non_private_state
}

extension ShelfView: View {
    var body: some View {
        Picker("Shelf", selection: $selectedShelf) {
            Text("Reading").tag(0)
            Text("Finished").tag(1)
        }
    }
}
