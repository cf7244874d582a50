import SwiftUI

// Lazy stacks, bounded content, and stacks that are not inside a ScrollView.

struct LazyChatView: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(messages) { MessageBubble(message: $0) }
            }
        }
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(messages) { Text($0.text) }
            }
        }
    }
}

// Literal ranges, literal arrays, enum cases and a literal prefix are bounded.
struct HomeDashboard: View {
    let stories: [Story]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                HStack {
                    ForEach(0..<3) { _ in
                        RoundedRectangle(cornerRadius: 8).fill(.quaternary).frame(height: 60)
                    }
                }
                HStack {
                    ForEach(["Today", "Week", "Month"], id: \.self) { Text($0) }
                }
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(Category.allCases) { category in
                            Text(category.rawValue.capitalized)
                                .padding(8)
                                .background(.thinMaterial, in: .capsule)
                        }
                    }
                }
                VStack {
                    ForEach(stories.prefix(3)) { Text($0.title) }
                }
            }
        }
    }
}

// Stacks without a ForEach, and stacks with a ForEach outside any ScrollView.
struct AboutView: View {
    let stories: [Story]

    var body: some View {
        VStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("About").font(.largeTitle)
                    Text("Version 2.4")
                    Text("Made with care")
                }
            }
            VStack {
                ForEach(stories) { Text($0.title) }
            }
            List {
                VStack { ForEach(stories) { Text($0.title) } }
            }
        }
    }
}

// Grids, and the pattern in comments and strings.
struct GalleryView: View {
    let stories: [Story]

    var body: some View {
        ScrollView {
            // ScrollView { VStack { ForEach(items) } } was replaced by a lazy grid.
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                ForEach(stories) { Text($0.title) }
            }
            Text("ScrollView { VStack { ForEach } } builds every row")
        }
    }
}
