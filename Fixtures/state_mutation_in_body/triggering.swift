import SwiftUI

// State written while body is being computed: SwiftUI warns "Modifying state during
// view update", and the write schedules another body run (possibly an endless loop).
// Only bodies with an explicit `return` compile with statements like these.

struct RenderCounter: View {
    @State private var renderCount = 0

    var body: some View {
        renderCount += 1 // expect: state_mutation_in_body
        return Text("Rendered \(renderCount) times")
    }
}

// Inside an `if` of body, and through `self.`.
struct SearchResults: View {
    let results: [String]
    @State private var showsEmptyState = false
    @State private var lastCount = 0

    var body: some View {
        if results.isEmpty {
            showsEmptyState = true // expect: state_mutation_in_body
        }
        self.lastCount = results.count // expect: state_mutation_in_body
        return List(results, id: \.self) { Text($0) }
            .overlay {
                if showsEmptyState { ContentUnavailableView.search }
            }
    }
}

// A @Binding written from body, inside a switch.
struct TabHeader: View {
    @Binding var selection: String
    let tabs: [String]

    var body: some View {
        switch tabs.count {
        case 0:
            selection = "" // expect: state_mutation_in_body
        default:
            if !tabs.contains(selection) {
                selection = tabs[0] // expect: state_mutation_in_body
            }
        }
        return Picker("Tab", selection: $selection) {
            ForEach(tabs, id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
    }
}

// A ViewModifier's body(content:) counts as body.
struct AppearanceCounter: ViewModifier {
    @State private var appliedCount = 0

    func body(content: Content) -> some View {
        appliedCount = appliedCount + 1 // expect: state_mutation_in_body
        return content.overlay(alignment: .topTrailing) {
            Text("\(appliedCount)").font(.caption2)
        }
    }
}
