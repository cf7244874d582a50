import SwiftUI
import Combine

// Timers stopped in onDisappear, timers SwiftUI manages, and one-shot timers.

// Invalidated in onDisappear.
struct SessionTimerView: View {
    @State private var seconds = 0
    @State private var timer: Timer?

    var body: some View {
        Text("\(seconds)")
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in seconds += 1 }
            }
            .onDisappear {
                timer?.invalidate()
                timer = nil
            }
    }
}

// Cancelled in onDisappear (directly, and through a helper of the view).
struct PriceTickerView: View {
    @State private var price = 0.0
    @State private var subscription: AnyCancellable?
    @State private var bag = Set<AnyCancellable>()
    @State private var pulse: Timer?

    var body: some View {
        Text(price, format: .currency(code: "USD"))
            .onAppear {
                subscription = Timer.publish(every: 3, on: .main, in: .common)
                    .autoconnect()
                    .sink { _ in price += Double.random(in: -1...1) }
                Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                    .sink { _ in }
                    .store(in: &bag)
                pulse = Timer.scheduledTimer(withTimeInterval: 0.8, repeats: true) { _ in }
            }
            .onDisappear {
                subscription?.cancel()
                bag.removeAll()
                stopPulse()
            }
    }

    private func stopPulse() {
        pulse?.invalidate()
        pulse = nil
    }
}

// Its subscriptions are dropped in onDisappear by assigning an empty, spelled-out set.
struct BlinkingDot: View {
    @State private var visible = true
    @State private var ticks = Set<AnyCancellable>()

    var body: some View {
        Circle()
            .opacity(visible ? 1 : 0)
            .onAppear {
                Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                    .sink { _ in visible.toggle() }
                    .store(in: &ticks)
            }
            .onDisappear { ticks = Set<AnyCancellable>() }
    }
}

// onReceive owns the subscription and cancels it with the view.
struct ClockFace: View {
    @State private var now = Date.now
    private let tick = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text(now, style: .time)
            .onReceive(tick) { now = $0 }
            .onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { _ in
                now = .now
            }
    }
}

// A one-shot timer, and a .task loop that is cancelled on disappear.
struct HintBubble: View {
    @State private var showsHint = false
    @State private var dots = 0

    var body: some View {
        Text(showsHint ? "Swipe to continue" + String(repeating: ".", count: dots) : "")
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                    showsHint = true
                }
            }
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(400))
                    dots = (dots + 1) % 4
                }
            }
    }
}

// Timers started by buttons, TimelineView, and the names in comments and strings.
struct StopwatchControls: View {
    @State private var timer: Timer?
    @State private var laps = 0
    private let start = Date.now

    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .relative)
            }
            Text(start, style: .timer)
            Button("Start") {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in laps += 1 }
            }
        }
        .onAppear {
            // Timer.scheduledTimer(withTimeInterval: 1, repeats: true) was removed here.
            print("Timer.publish(every: 1, on: .main, in: .common) replaced by TimelineView")
        }
    }
}

// Started and stopped through helpers of the view.
struct GradientShimmer: View {
    @State private var angle = 0.0
    @State private var timer: Timer?

    var body: some View {
        Rectangle()
            .rotationEffect(.degrees(angle))
            .onAppear { startRotating() }
            .onDisappear { stopRotating() }
    }

    private func startRotating() {
        timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in angle += 15 }
    }

    private func stopRotating() {
        timer?.invalidate()
        timer = nil
    }
}

// A helper with a repeating timer that onAppear does not call (a button does).
struct ManualTicker: View {
    @State private var count = 0
    @State private var timer: Timer?

    var body: some View {
        Button("Start \(count)") { start() }
    }

    private func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
    }
}
