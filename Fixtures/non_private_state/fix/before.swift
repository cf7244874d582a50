import SwiftUI

struct CounterView: View {
    @State var count = 0
    @State public var title = "Steps"
    @State private(set) var history: [Int] = []
    @StateObject internal var store = StepStore()
    @State private var isEditing = false

    var body: some View {
        Text("\(title): \(count)")
    }
}

final class StepStore: ObservableObject {}
