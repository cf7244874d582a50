import SwiftUI

// .task, tasks started by user actions, and onAppear closures without a Task.

// .task and .task(id:) are cancelled when the view disappears.
struct MailboxView: View {
    @StateObject private var model = InboxModel()
    @State private var folder = "Inbox"

    var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            .task { await model.load() }
            .task(id: folder) {
                await model.refreshBadge()
            }
            .onAppear { model.markSeen() }
    }
}

// A Task inside a button action runs because the user asked for it.
struct RetryView: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        VStack {
            Button("Retry") {
                Task { await model.load() }
            }
            .onAppear {
                Analytics.log("retry.visible")
            }
            Button {
                Task(priority: .high) { await model.refreshBadge() }
            } label: {
                Label("Refresh", systemImage: "arrow.clockwise")
            }
        }
    }
}

// onDisappear, refreshable and gestures are not onAppear.
struct DraftEditor: View {
    @StateObject private var model = InboxModel()
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .onDisappear {
                Task { await model.load() }
            }
            .refreshable { await model.load() }
            .onTapGesture(count: 2) {
                Task { await model.refreshBadge() }
            }
    }
}

// Names that start with "Task", a Task in a comment or string, and a model method
// that may start work internally (not visible here).
struct TaskBoardView: View {
    @StateObject private var model = InboxModel()
    @State private var priority = TaskPriority.medium
    @State private var status = "idle"

    var body: some View {
        Text(status)
            .onAppear {
                // Task { await model.load() } would leak; .task is used instead.
                status = "Task { } not started"
                priority = TaskPriority.high
                model.start()
                withAnimation(.snappy) { status = "ready" }
            }
            .task { await model.load() }
    }
}

// A tracker API named onAppear that is not the view modifier: it is called on an
// object from a helper method of the view.
struct TrackedScreen: View {
    let tracker = ScreenTracker()
    @StateObject private var model = InboxModel()

    var body: some View {
        Text("Tracked")
    }

    func registerTracking() {
        tracker.onAppear {
            Task { await model.load() }
        }
    }
}

// A back-deployment shim: the onAppear + Task fallback only runs before iOS 15.
struct LoadTaskCompat: ViewModifier {
    let action: @Sendable () async -> Void

    func body(content: Content) -> some View {
        if #available(iOS 15.0, *) {
            content.task { await action() }
        } else {
            content.onAppear {
                Task { await action() }
            }
        }
    }
}

// A task handle the view manages itself: kept in state and cancelled when the view goes
// away (and before a restart), so it cannot outlive the screen.
struct AutoHideBanner: View {
    @State private var hideTask: Task<Void, Never>?
    @State private var isVisible = true

    var body: some View {
        Text("Saved")
            .opacity(isVisible ? 1 : 0)
            .onAppear {
                hideTask?.cancel()
                hideTask = Task {
                    try? await Task.sleep(for: .seconds(2))
                    guard !Task.isCancelled else { return }
                    isVisible = false
                }
            }
            .onDisappear { hideTask?.cancel() }
    }
}
