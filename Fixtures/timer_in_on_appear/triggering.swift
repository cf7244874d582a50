import SwiftUI
import Combine

// Repeating timers started in onAppear and never stopped in onDisappear: they keep
// firing after the screen is gone, and each appearance adds one more.

// Scheduled block timer, no onDisappear at all.
struct CountdownView: View {
    @State private var remaining = 60
    @State private var timer: Timer?

    var body: some View {
        Text("\(remaining)")
            .font(.system(size: 64, weight: .bold, design: .rounded))
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in // expect: timer_in_on_appear
                    if remaining > 0 { remaining -= 1 }
                }
            }
    }
}

// A Combine timer subscription stored in @State, with an onDisappear that does
// something else.
struct LiveScoreView: View {
    @State private var score = "0 : 0"
    @State private var ticker: AnyCancellable?
    let fetchScore: () -> String

    var body: some View {
        Text(score)
            .onAppear {
                ticker = Timer.publish(every: 5, on: .main, in: .common) // expect: timer_in_on_appear
                    .autoconnect()
                    .sink { _ in score = fetchScore() }
            }
            .onDisappear {
                score = "–"
            }
    }
}

// Two timers, only one of them invalidated: one finding.
struct WorkoutView: View {
    @State private var elapsed = 0
    @State private var heartRate = 0
    @State private var clock: Timer?
    @State private var sensorPoll: Timer?

    var body: some View {
        VStack {
            Text("\(elapsed) s")
            Text("\(heartRate) bpm")
        }
        .onAppear {
            clock = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in elapsed += 1 }
            sensorPoll = Timer.scheduledTimer( // expect: timer_in_on_appear
                withTimeInterval: 2,
                repeats: true
            ) { _ in
                heartRate = Int.random(in: 60...150)
            }
        }
        .onDisappear {
            clock?.invalidate()
        }
    }
}

// Timer(timeInterval:repeats:block:) added to the run loop by hand, inside a
// @ViewBuilder property.
struct MarqueeBanner: View {
    @State private var offset: CGFloat = 0
    let message: String

    var body: some View {
        banner
    }

    @ViewBuilder
    private var banner: some View {
        Text(message)
            .offset(x: offset)
            .onAppear {
                let timer = Timer(timeInterval: 0.03, repeats: true) { _ in offset -= 1 } // expect: timer_in_on_appear
                RunLoop.main.add(timer, forMode: .common)
            }
    }
}

// Subscription stored in a Set with .store(in:) inside a ViewModifier.
struct BlinkingCursor: ViewModifier {
    @State private var visible = true
    @State private var subscriptions = Set<AnyCancellable>()

    func body(content: Content) -> some View {
        content
            .opacity(visible ? 1 : 0)
            .onAppear {
                Timer.publish(every: 0.5, on: .main, in: .default).autoconnect() // expect: timer_in_on_appear
                    .sink { _ in visible.toggle() }
                    .store(in: &subscriptions)
            }
    }
}

// Started by a helper that onAppear calls, and never stopped.
struct BreathingGuide: View {
    @State private var phase = 0
    @State private var timer: Timer?

    var body: some View {
        Circle()
            .scaleEffect(phase.isMultiple(of: 2) ? 1 : 0.6)
            .onAppear { startBreathing() }
    }

    private func startBreathing() {
        timer = Timer.scheduledTimer(withTimeInterval: 4, repeats: true) { _ in phase += 1 } // expect: timer_in_on_appear
    }
}
