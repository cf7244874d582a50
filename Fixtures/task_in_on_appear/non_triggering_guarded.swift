import SwiftUI

// Tasks in onAppear that cannot pile up or have nothing to cancel.

// A load-more trigger shown only while no page is loading; the load sets the flag before
// it first suspends, which removes the trigger (a .task on it would cancel its own load).
struct EpisodeFeed: View {
    @State private var episodes: [String] = []
    @State private var nextCursor: String?
    @State private var isLoadingPage = false
    let fetchPage: (String?) async -> ([String], String?)

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(episodes, id: \.self) { episode in
                    Text(episode)
                    if episode == episodes.last, nextCursor != nil, !isLoadingPage {
                        Color.clear
                            .frame(height: 1)
                            .onAppear {
                                Task { await loadNextPage() }
                            }
                    }
                }
            }
        }
    }

    private func loadNextPage() async {
        await loadPage(after: nextCursor)
    }

    private func loadPage(after cursor: String?) async {
        guard !isLoadingPage else { return }
        isLoadingPage = true
        let (more, next) = await fetchPage(cursor)
        episodes += more
        nextCursor = next
        isLoadingPage = false
    }
}

// The called function guards on an in-flight flag that it sets before suspending.
struct CommentsTail: View {
    @State private var comments: [String] = []
    @State private var isFetching = false
    let fetch: () async -> [String]

    var body: some View {
        List(comments, id: \.self) { comment in
            Text(comment)
                .onAppear {
                    if comment == comments.last {
                        Task { await fetchMore() }
                    }
                }
        }
    }

    private func fetchMore() async {
        guard !isFetching else { return }
        isFetching = true
        comments += await fetch()
        isFetching = false
    }
}

// A once-guard in the closure: the work runs on the first appearance only.
struct LibraryHome: View {
    @State private var isFirstLoad = true
    @State private var didImport = false
    let importPending: () async -> Void

    var body: some View {
        Text("Library")
            .onAppear {
                guard isFirstLoad else { return }
                isFirstLoad = false
                Task { await importPending() }
            }
            .overlay {
                Color.clear.onAppear {
                    if !didImport {
                        didImport = true
                        Task { await importPending() }
                    }
                }
            }
    }
}

// The called function never suspends: the Task only hops into an async context.
struct ReferralOffer: View {
    @StateObject private var model = ReferralOfferModel()

    var body: some View {
        Text(model.headline)
            .onAppear {
                Task { await model.refreshOffer(firstTime: true) }
            }
    }
}

@MainActor
final class ReferralOfferModel: ObservableObject {
    @Published var headline = ""
    var cachedOffer: String?

    func refreshOffer(firstTime: Bool) async {
        guard let cachedOffer else {
            headline = firstTime ? "" : "No offer"
            return
        }
        headline = cachedOffer
    }
}

// Menu content appears when the menu opens; cancelling on close gains nothing.
struct AuthorMenu: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        Menu("Author") {
            Button("Follow") {}
                .onAppear { Task { await model.load() } }
        }
        .contextMenu {
            Button("Mute") {}
                .onAppear { Task { await model.refreshBadge() } }
        }
    }
}

// A comment weighs the Task against .task: a deliberate choice.
struct GitSettings: View {
    @State private var userName = ""
    let readConfig: (String) async -> String

    var body: some View {
        Form { TextField("Name", text: $userName) }
            .onAppear {
                // onAppear + Task on purpose: .task re-ran on every tab switch here.
                Task {
                    userName = await readConfig("user.name")
                }
            }
    }
}

// A state enum: the trigger runs only while `.loaded`, through a computed property, and
// the load moves the state on before it first suspends.
struct RepliesTail: View {
    enum LoadState { case idle, loaded, loadingMore }

    @State private var replies: [String] = []
    @State private var state: LoadState = .idle
    let fetch: () async -> [String]

    private var canLoadMore: Bool { state == .loaded }

    var body: some View {
        List(replies, id: \.self) { reply in
            Text(reply)
                .onAppear {
                    if reply == replies.last && canLoadMore {
                        Task { await loadMore() }
                    }
                }
        }
    }

    private func loadMore() async {
        guard canLoadMore else { return }
        state = .loadingMore
        replies += await fetch()
        state = .loaded
    }
}
