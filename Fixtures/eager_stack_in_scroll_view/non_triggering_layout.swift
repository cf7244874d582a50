import SwiftUI

// Stacks that are eager on purpose or not part of the scrolled content.

// The stack is measured: a lazy stack would report a width that grows as it scrolls.
struct ActionPill: View {
    let actions: [PillAction]
    @State private var contentWidth: CGFloat = 0

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(actions) { action in
                    Button(action.title, action: action.run)
                }
            }
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: PillWidthKey.self, value: proxy.size.width)
                }
            )
        }
        .scrollDisabled(contentWidth < 320)
        .onPreferenceChange(PillWidthKey.self) { contentWidth = $0 }
    }
}

struct BannerStack: View {
    let banners: [Message]
    @State private var height: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack {
                ForEach(banners) { MessageBubble(message: $0) }
            }
            .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
        }
        .frame(maxHeight: min(height, 400))
    }
}

// The lazy stack is used where the system allows it; the fallback stays eager.
struct TickRuler: View {
    let stories: [Story]

    var body: some View {
        ScrollView(.horizontal) {
            if #available(iOS 17, *) {
                LazyHStack {
                    ForEach(stories) { Text($0.title) }
                }
            } else {
                HStack {
                    ForEach(stories) { Text($0.title) }
                }
            }
        }
    }
}

// Buttons laid over one fixed-size preview image: the overlay is not scrolled content.
struct ControlsPreview: View {
    let buttons: [PillAction]

    var body: some View {
        ScrollView {
            Image("preview")
                .resizable()
                .frame(width: 320, height: 180)
                .overlay {
                    HStack {
                        ForEach(buttons) { Image(systemName: $0.symbol) }
                    }
                }
        }
    }
}

struct PillAction: Identifiable {
    let id: String
    let title: String
    let symbol: String
    let run: () -> Void
}

struct PillWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
