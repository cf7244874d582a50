import SwiftUI
import Combine

// State written from closures that run later (actions, tasks, callbacks), locals,
// comparisons, and initialisation.

struct CounterView: View {
    @State private var count = 0
    @State private var isLoaded = false
    @State private var dragOffset: CGFloat = 0
    @State private var query = ""
    @State private var lastQuery = ""
    @State private var now = Date.now
    @Binding var selection: Int

    init(selection: Binding<Int>, start: Int = 0) {
        _selection = selection
        _count = State(initialValue: start)
    }

    var body: some View {
        VStack {
            Text("\(count)")
            Button("Add") { count += 1 }
            Button {
                selection = 0
            } label: {
                Text(count >= 10 ? "Reset" : "Select")
            }
            TextField("Search", text: $query)
            Toggle("Loaded", isOn: Binding(get: { isLoaded }, set: { isLoaded = $0 }))
        }
        .offset(y: dragOffset)
        .gesture(
            DragGesture()
                .onChanged { dragOffset = $0.translation.height }
                .onEnded { _ in dragOffset = 0 }
        )
        .onAppear { isLoaded = true }
        .task { count = await loadCount() }
        .onChange(of: query) { _, newValue in lastQuery = newValue }
        .onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { now = $0 }
        .refreshable { count = 0 }
    }

    private func loadCount() async -> Int { 42 }
}

// Locals declared and changed in body, comparisons, and _printChanges.
struct PriceLabel: View {
    @State private var discount = 0.0
    let price: Double

    var body: some View {
        let _ = Self._printChanges()
        var label = price.formatted(.currency(code: "EUR"))
        if discount != 0 && discount <= 0.5 {
            label += " (−\(Int(discount * 100)) %)"
        }
        let isFree = price == 0
        return Text(isFree ? "Free" : label)
            .onTapGesture { discount = discount == 0 ? 0.1 : 0 }
    }
}

// A mutating helper called only from an action, and the pattern in comments and strings.
struct StepperRow: View {
    @State private var value = 1

    var body: some View {
        // value = 0 here would modify state during the view update.
        HStack {
            Text("value = \(value)")
            Button("+", action: increment)
        }
    }

    private func increment() {
        value += 1
    }
}
