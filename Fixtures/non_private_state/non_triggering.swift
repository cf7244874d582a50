import SwiftUI

// Private state, other property wrappers, and lookalikes.

@MainActor
final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
}

@Observable
final class QueueModel {
    var tracks: [String] = []
}

struct PlayerView: View {
    @State private var volume = 0.5
    @StateObject private var model = PlayerModel()
    @State private var queue = QueueModel()
    @State fileprivate var isExpanded = false
    @State
    private var scrubPosition: Double = 0

    // Inputs owned by the parent or the environment.
    @Binding var isPresented: Bool
    @ObservedObject var session: PlayerModel
    @EnvironmentObject var settings: PlayerModel
    @Environment(\.dismiss) var dismiss
    @Bindable var bindableQueue: QueueModel

    // Other wrappers this rule does not cover.
    @FocusState var isSearchFocused: Bool
    @AppStorage("autoplay") var autoplay = true
    @SceneStorage("player.tab") var selectedTab = 0
    @GestureState var dragOffset: CGSize = .zero

    // Plain stored and computed properties that mention "state".
    var state: String = "idle"
    let initialState = "paused"
    var stateDescription: String { model.isPlaying ? "playing" : state }

    var body: some View {
        VStack {
            Slider(value: $volume)
            Slider(value: $scrubPosition)
            Toggle("Expanded", isOn: $isExpanded)
            Text("@State var volume is private")
        }
        .focused($isSearchFocused)
    }
}

// A #Preview with @Previewable state: a local, which cannot be private.
#Preview {
    @Previewable @State var isPresented = true
    @Previewable @State var session = PlayerModel()
    PlayerView(isPresented: $isPresented, session: session, bindableQueue: QueueModel())
        .environmentObject(PlayerModel())
}

// @State var in a comment:
// @State var legacyFlag = false
