import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var title = "Steps"
    @State private var history: [Int] = []
    @StateObject private var store = StepStore()
    @State private var isEditing = false

    var body: some View {
        Text("\(title): \(count)")
    }
}

final class StepStore: ObservableObject {}
