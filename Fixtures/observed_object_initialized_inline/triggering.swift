import SwiftUI

// @ObservedObject properties that create their object inline: every time the parent
// re-renders, the view struct is rebuilt and a fresh object replaces the old one.

struct CartView: View {
    @ObservedObject var cart = CartStore() // expect: observed_object_initialized_inline

    var body: some View {
        List(cart.items, id: \.self) { Text($0) }
    }
}

// Access modifiers, an explicit type, arguments and .init.
struct FeedView: View {
    @ObservedObject private var viewModel: FeedViewModel = FeedViewModel(api: .live) // expect: observed_object_initialized_inline
    @ObservedObject public var recent = CartStore(seed: ["Apples"]) // expect: observed_object_initialized_inline
    @ObservedObject var theme = ThemeManager.init() // expect: observed_object_initialized_inline

    var body: some View {
        List(viewModel.posts, id: \.self) { Text($0) }
            .tint(theme.accent)
    }
}

// The attribute on its own line, a qualified attribute, and a multi-line initializer.
struct CheckoutView: View {
    @ObservedObject
    var summary = CartStore() // expect: observed_object_initialized_inline
    @SwiftUI.ObservedObject var backup = CartStore() // expect: observed_object_initialized_inline
    @ObservedObject var preview = CartStore( // expect: observed_object_initialized_inline
        seed: ["Bread", "Milk"]
    )

    var body: some View {
        Text("\(summary.items.count + backup.items.count + preview.items.count) items")
    }
}

// In a ViewModifier.
struct ThemedBackground: ViewModifier {
    @ObservedObject var theme = ThemeManager() // expect: observed_object_initialized_inline

    func body(content: Content) -> some View {
        content.background(theme.accent.opacity(0.1))
    }
}

// A class of this file with stored state is not stateless; a private helper that writes
// the object is the view's own code, not an outside handle.
@MainActor
final class FolderDraft: ObservableObject {
    @Published var name = ""
    var colorIndex = 0
}

struct NewFolderForm: View {
    @ObservedObject var draft = FolderDraft() // expect: observed_object_initialized_inline

    var body: some View {
        TextField("Name", text: $draft.name)
            .onSubmit { reset() }
    }

    private func reset() {
        draft.name = ""
    }
}

// A lifecycle hook that sets a constant is the view's own state, not a value fed in from
// outside: a rebuilt struct starts hidden again.
@MainActor
final class RevealState: ObservableObject {
    @Published var isRevealed = false
}

struct StoryPage: View {
    @ObservedObject var reveal = RevealState() // expect: observed_object_initialized_inline

    var body: some View {
        Text("Your year").opacity(reveal.isRevealed ? 1 : 0)
    }

    func pageDidAppear() {
        reveal.isRevealed = true
    }
}
