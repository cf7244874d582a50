import SwiftUI

// The value-scoped modifier, withAnimation, and other APIs named `animation`.

struct CounterView: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var showsBadge = false
    let theme = MotionTheme()

    var body: some View {
        VStack(spacing: 16) {
            // value: scopes the animation to one change.
            Text("\(count)")
                .contentTransition(.numericText())
                .animation(.snappy, value: count)

            Circle()
                .scaleEffect(isOn ? 1.2 : 1)
                .animation(
                    .spring(response: 0.3),
                    value: isOn
                )

            // withAnimation around the mutation.
            Button("Add") {
                withAnimation(.bouncy) { count += 1 }
            }

            // Binding.animation(_:): animates changes made through the binding.
            Toggle("Badge", isOn: $showsBadge.animation(.easeInOut))
            Toggle("Power", isOn: $isOn.animation())

            // AnyTransition.animation(_:): attaches an animation to a transition.
            if showsBadge {
                Text("New")
                    .transition(.opacity.animation(.easeIn(duration: 0.2)))
                    .transition(AnyTransition.scale.animation(.spring()))
            }

            // A theme method that returns an Animation, passed with value:.
            Rectangle()
                .frame(height: isOn ? 40 : 10)
                .animation(theme.animation(.expand), value: isOn)
        }
        .transaction { $0.animation = nil }
    }
}

// The iOS 17 closure form scopes the animation to the modifiers inside it.
struct PulsingDot: View {
    @State private var isActive = false

    var body: some View {
        Circle()
            .frame(width: 12, height: 12)
            .animation(.easeInOut(duration: 0.6)) { content in
                content.opacity(isActive ? 1 : 0.3)
            }
            .onAppear { isActive = true }
    }
}

// Animation values built outside modifiers, transactions, and the name in text.
struct MotionTheme {
    enum Kind { case expand, collapse }

    func animation(_ kind: Kind) -> Animation {
        switch kind {
        case .expand: .spring(response: 0.4)
        case .collapse: .easeOut(duration: 0.2)
        }
    }
}

struct LegacyNote: View {
    private let fade = Animation.easeIn(duration: 0.3).delay(0.1)

    var body: some View {
        // .animation(.easeInOut) was replaced with the value: form.
        Text(".animation(.default) is deprecated")
            .onAppear {
                var transaction = Transaction(animation: fade)
                transaction.disablesAnimations = true
                withTransaction(transaction) {}
            }
    }
}

// .animation(nil) and .animation(.none) turn animation off on purpose: nothing animates
// by accident (the deprecated spelling is deprecated_swiftui_api's advice).
struct CountdownLabel: View {
    let secondsLeft: Int
    let isPaused: Bool

    var body: some View {
        VStack {
            Text("\(secondsLeft)")
                .animation(nil)
            Text(isPaused ? "Paused" : "Running")
                .animation(.none)
        }
        .animation(.easeOut, value: isPaused)
    }
}

// Previews never ship: a #Preview and a PreviewProvider may animate however they like.
#Preview("Countdown") {
    CountdownLabel(secondsLeft: 3, isPaused: false)
        .animation(.default)
}

struct CountdownLabel_Previews: PreviewProvider {
    static var previews: some View {
        CountdownLabel(secondsLeft: 9, isPaused: true)
            .animation(.spring())
    }
}
