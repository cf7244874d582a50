import SwiftUI

// A clip applied after the shadow: the clip cuts away everything outside the
// shape, including the shadow that was just drawn.

struct AvatarView: View {
    let image: Image

    var body: some View {
        image
            .resizable()
            .scaledToFill()
            .frame(width: 56, height: 56)
            .shadow(radius: 6)
            .clipShape(Circle()) // expect: clip_after_shadow
    }
}

// A card: background, shadow, then the deprecated cornerRadius (which clips).
struct ArticleCard: View {
    let title: String
    let summary: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            Text(summary).font(.subheadline).foregroundStyle(.secondary)
        }
        .padding()
        .background(Color(.systemBackground))
        .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
        .cornerRadius(16) // expect: clip_after_shadow
    }
}

// clipped(), mask, and a clip a few modifiers later with an #if block between.
struct PosterTile: View {
    let poster: Image

    var body: some View {
        VStack {
            poster
                .resizable()
                .frame(width: 120, height: 180)
                .shadow(radius: 4)
                .clipped() // expect: clip_after_shadow
            Text("Now playing")
                .padding(8)
                .background(.yellow)
                .shadow(radius: 2)
                .mask(RoundedRectangle(cornerRadius: 6)) // expect: clip_after_shadow
        }
        .padding()
        .background(.thinMaterial)
        .shadow(radius: 10)
        #if os(iOS)
        .hoverEffect(.lift)
        #endif
        .clipShape( // expect: clip_after_shadow
            .rect(cornerRadius: 20, style: .continuous)
        )
    }
}

// A mask with a trailing closure, on one line with the shadow.
struct FadingBanner: View {
    var body: some View {
        Text("Limited offer").padding().background(.orange).shadow(radius: 3).mask { Capsule() } // expect: clip_after_shadow
    }
}

// In a ViewModifier and in a View extension.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(.background)
            .shadow(color: .black.opacity(0.1), radius: 12, y: 6)
            .clipShape(RoundedRectangle(cornerRadius: 14)) // expect: clip_after_shadow
    }
}

extension View {
    func elevatedThumbnail() -> some View {
        self
            .shadow(radius: 5)
            .clipShape(.rect(cornerRadius: 8)) // expect: clip_after_shadow
    }
}
