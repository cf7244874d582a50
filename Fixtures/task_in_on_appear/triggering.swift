import SwiftUI

// Unstructured tasks started from onAppear: nothing cancels them when the view
// disappears, and every reappearance starts another one.

struct InboxView: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            // The plain form.
            .onAppear {
                Task { // expect: task_in_on_appear
                    await model.load()
                }
            }
    }
}

// The task is not the first statement, and an endless loop makes it worse.
struct StopwatchView: View {
    @State private var seconds = 0

    var body: some View {
        Text("\(seconds) s")
            .monospacedDigit()
            .onAppear {
                Analytics.log("stopwatch.visible")
                Task { @MainActor in // expect: task_in_on_appear
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        seconds += 1
                    }
                }
            }
    }
}

// perform: label, a priority argument, Task.detached, and a task inside an `if`.
struct ProfileHeader: View {
    @StateObject private var model = InboxModel()
    let userID: String

    var body: some View {
        VStack {
            Text(userID)
                .onAppear(perform: {
                    Task(priority: .userInitiated) { await model.load() } // expect: task_in_on_appear
                })
            Text("\(model.unreadCount) unread")
                .onAppear {
                    if model.messages.isEmpty {
                        Task.detached { // expect: task_in_on_appear
                            await model.refreshBadge()
                        }
                    }
                }
        }
    }
}

// Two tasks in one closure: two findings. The chain has an #if block before onAppear.
struct ConversationView: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        ScrollView {
            LazyVStack { ForEach(model.messages, id: \.self) { Text($0) } }
        }
        #if os(iOS)
        .scrollDismissesKeyboard(.interactively)
        #endif
        .onAppear {
            Task { await model.load() } // expect: task_in_on_appear
            Task { await model.refreshBadge() } // expect: task_in_on_appear
        }
    }
}

// A stored task handle is still an unstructured task started on appear.
struct UploadStatusView: View {
    @State private var uploadTask: Task<Void, Never>?
    @StateObject private var model = InboxModel()

    var body: some View {
        ProgressView()
            .onAppear {
                uploadTask = Task { await model.load() } // expect: task_in_on_appear
            }
    }
}

// Outside body: a @ViewBuilder property, and a helper in an extension.
struct NotificationsView: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        NavigationStack {
            content
                .toolbar { badge }
        }
    }

    @ViewBuilder
    private var content: some View {
        List(model.messages, id: \.self) { Text($0) }
            .onAppear {
                model.markSeen()
                Task { // expect: task_in_on_appear
                    await model.load()
                }
            }
    }
}

extension NotificationsView {
    private var badge: some View {
        Text("\(model.unreadCount)")
            .onAppear { Task { await model.refreshBadge() } } // expect: task_in_on_appear
    }
}

// Inside a ViewModifier.
struct LoadOnAppear: ViewModifier {
    let action: () async -> Void

    func body(content: Content) -> some View {
        content.onAppear {
            Task { await action() } // expect: task_in_on_appear
        }
    }
}

// A spinner that loads while `!isLoaded`: the flag is set only after the request
// returns, so every appearance before then starts another request.
struct PlaylistsTab: View {
    @State private var playlists: [String] = []
    @State private var isLoaded = false
    let fetch: () async -> [String]

    var body: some View {
        if !isLoaded {
            ProgressView()
                .onAppear {
                    Task { await loadPlaylists() } // expect: task_in_on_appear
                }
        } else {
            List(playlists, id: \.self) { Text($0) }
        }
    }

    private func loadPlaylists() async {
        let result = await fetch()
        playlists = result
        isLoaded = true
    }
}

// A pagination row with no in-flight guard: scrolling away and back starts the same page
// again. A comment above the Task that does not weigh it against the modifier.
struct ThreadsList: View {
    @State private var threads: [String] = []
    let fetchNext: () async -> [String]

    var body: some View {
        List {
            ForEach(threads, id: \.self) { Text($0) }
            ProgressView()
                .onAppear {
                    // Load the next page.
                    Task { // expect: task_in_on_appear
                        await fetchNextPage()
                    }
                }
        }
    }

    private func fetchNextPage() async {
        threads += await fetchNext()
    }
}
