import SwiftUI

// The deprecated single-argument .animation(_:) modifier: it animates the view's
// reaction to any change, not just the one the author had in mind.

struct ExpandableCard: View {
    @State private var isExpanded = false
    let title: String
    let details: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            if isExpanded {
                Text(details)
                    .transition(.opacity)
            }
        }
        .padding()
        .onTapGesture { isExpanded.toggle() }
        .animation(.easeInOut) // expect: animation_without_value
    }
}

// Various animation values, a multi-line argument and a conditional.
struct ProgressBar: View {
    var progress: Double
    var isLive: Bool

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(.quaternary)
                Capsule()
                    .fill(.tint)
                    .frame(width: proxy.size.width * progress)
                    .animation(.spring()) // expect: animation_without_value
            }
        }
        .frame(height: 8)
        .animation( // expect: animation_without_value
            .spring(response: 0.35, dampingFraction: 0.8)
        )
        .overlay {
            Text(progress, format: .percent)
                .font(.caption2)
                .animation(isLive ? .linear(duration: 0.2) : nil) // expect: animation_without_value
        }
    }
}

// Animation. prefix, .default, and the modifier after an #if block.
struct ToastView: View {
    @Binding var message: String?

    var body: some View {
        VStack {
            Spacer()
            if let message {
                Text(message)
                    .padding()
                    .background(.regularMaterial, in: .capsule)
                    .transition(.move(edge: .bottom))
            }
        }
        #if os(iOS)
        .padding(.bottom, 32)
        #endif
        .animation(Animation.interactiveSpring(response: 0.3)) // expect: animation_without_value
    }
}

// In a ViewModifier and in a View extension.
struct Shake: ViewModifier {
    var attempts: Int

    func body(content: Content) -> some View {
        content
            .offset(x: attempts % 2 == 0 ? 0 : 8)
            .animation(.default) // expect: animation_without_value
    }
}

extension View {
    func softAppear() -> some View {
        self.transition(.opacity).animation(.smooth) // expect: animation_without_value
    }
}

// An app with a minimum of iOS 14: animation(_:value:) exists since iOS 13, so the
// one-argument form is still worth changing (a whole List springing on every change).
struct WishlistView: View {
    let items: [String]
    @State private var query = ""

    var body: some View {
        List(items.filter { query.isEmpty || $0.contains(query) }, id: \.self) { item in
            Text(item)
        }
        .searchable(text: $query)
        .animation(.interactiveSpring()) // expect: animation_without_value
    }
}
