import SwiftUI

// Models and small views for this run.

struct TodoItem: Identifiable {
    let id: UUID
    var title: String
    var isDone: Bool
}

struct FriendRequest: Identifiable {
    let id: Int
    var name: String
}

struct RoundIconButton: View {
    let systemName: String
    let action: () -> Void

    var body: some View {
        Image(systemName: systemName)
            .padding(8)
            .background(.quaternary, in: .circle)
            .onTapGesture(perform: action)
    }
}
