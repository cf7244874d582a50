import SwiftUI

// Eager stacks that build every element of a data-driven ForEach up front, inside a
// ScrollView.

struct ChatView: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) { // expect: eager_stack_in_scroll_view
                ForEach(messages) { message in
                    MessageBubble(message: message)
                }
            }
            .padding()
        }
    }
}

// Horizontal, with a header before the ForEach.
struct StoriesCarousel: View {
    let stories: [Story]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) { // expect: eager_stack_in_scroll_view
                Text("Stories").font(.headline)
                ForEach(stories) { story in
                    Text(story.title)
                        .frame(width: 140, height: 200)
                        .background(.thinMaterial, in: .rect(cornerRadius: 12))
                }
            }
        }
    }
}

// Inside a ScrollViewReader, a Section wraps the ForEach, and a range over a count.
struct TranscriptView: View {
    let lines: [String]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack { // expect: eager_stack_in_scroll_view
                    Section {
                        ForEach(0..<lines.count, id: \.self) { index in
                            Text(lines[index]).id(index)
                        }
                    } header: {
                        Text("Transcript")
                    }
                }
            }
            .onAppear { proxy.scrollTo(lines.count - 1) }
        }
    }
}

// The stack that directly holds the ForEach is reported, not the outer layout stack.
struct ProfileScreen: View {
    let posts: [Story]

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                Text("Profile").font(.largeTitle)
                VStack(alignment: .leading) { // expect: eager_stack_in_scroll_view
                    ForEach(posts) { post in
                        Text(post.title)
                        Divider()
                    }
                }
            }
        }
    }
}

// A @ViewBuilder property outside body, in an extension, with #if in the chain.
struct NewsFeed: View {
    let stories: [Story]

    var body: some View {
        NavigationStack { feed }
    }
}

extension NewsFeed {
    @ViewBuilder
    var feed: some View {
        ScrollView {
            VStack { // expect: eager_stack_in_scroll_view
                ForEach(stories) { story in
                    Text(story.title)
                }
            }
            #if os(iOS)
            .padding(.horizontal)
            #endif
        }
    }
}

// The ScrollView is in body, the stack in a helper property it shows.
struct CommentsView: View {
    let comments: [Message]

    var body: some View {
        ScrollView {
            commentStack
        }
    }

    private var commentStack: some View {
        VStack(alignment: .leading) { // expect: eager_stack_in_scroll_view
            ForEach(comments) { MessageBubble(message: $0) }
        }
    }
}

// A loading placeholder over a literal range in one branch and the real data in the
// other: the data branch is unbounded. And a `var` that starts as an empty literal.
struct TopPostsSection: View {
    @State private var posts: [Story] = []
    let isLoading: Bool

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) { // expect: eager_stack_in_scroll_view
                Text("Top posts")
                if isLoading {
                    ForEach(0..<3, id: \.self) { _ in ProgressView() }
                } else {
                    ForEach(posts) { Text($0.title) }
                }
            }
        }
    }
}

// The same stack in both clauses of an #if: one finding, on the first.
struct QueueSheet: View {
    let upNext: [Story]

    var body: some View {
        ScrollView {
            #if os(tvOS)
            VStack(spacing: 20) { // expect: eager_stack_in_scroll_view
                ForEach(upNext) { Text($0.title).font(.title3) }
            }
            #else
            VStack(spacing: 0) {
                ForEach(upNext) { Text($0.title) }
            }
            #endif
        }
    }
}

// A local array filled in a loop has no fixed size.
struct SearchHistory: View {
    let queries: [String]

    var body: some View {
        var recent: [String] = []
        for q in queries where !q.isEmpty { recent.append(q) }
        return ScrollView {
            VStack { // expect: eager_stack_in_scroll_view
                ForEach(recent, id: \.self) { Text($0) }
            }
        }
    }
}

// Rows that switch over only some cases (a payload case falls to default) are not a
// fixed set; a GeometryReader inside a row measures the row, not the stack.
enum FeedItem: Hashable {
    case post(Int)
    case separator
}

struct MixedFeed: View {
    let items: [FeedItem]

    var body: some View {
        ScrollView {
            VStack { // expect: eager_stack_in_scroll_view
                ForEach(items, id: \.self) { item in
                    switch item {
                    case .post(let id): Text("Post \(id)").background(GeometryReader { _ in Color.clear })
                    default: Divider()
                    }
                }
            }
        }
    }
}
