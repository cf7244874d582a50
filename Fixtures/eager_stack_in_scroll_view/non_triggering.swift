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

// Small fixed sets: enum cases keyed by rawValue or derived from allCases, static
// data of a type, and a property holding a literal array.
enum FeedSection: String, CaseIterable {
    case pinned, recent
}

enum Theme: String, CaseIterable {
    case light, dark, sepia
}

struct StarterPacks {
    static let featured = ["Swift", "Design", "Cooking"]
}

struct FeedSections: View {
    let enabledSections: [FeedSection]
    private let swatches = [Color.red, .orange, .yellow, .green]

    var body: some View {
        ScrollView {
            VStack {
                ForEach(enabledSections, id: \.rawValue) { section in
                    Text(section.rawValue.capitalized)
                }
            }
            HStack {
                ForEach(Array(Theme.allCases.enumerated()), id: \.element) { index, theme in
                    Text("\(index). \(theme.rawValue)")
                }
            }
            HStack {
                ForEach(StarterPacks.featured, id: \.self) { Text($0) }
            }
            HStack {
                ForEach(swatches, id: \.self) { Circle().fill($0).frame(width: 24) }
            }
        }
    }
}

// Previews render sample data once, on a developer's machine.
struct StoryCard_Previews: PreviewProvider {
    static let samples: [Story] = []

    static var previews: some View {
        ScrollView {
            VStack {
                ForEach(samples) { Text($0.title) }
            }
        }
    }
}
