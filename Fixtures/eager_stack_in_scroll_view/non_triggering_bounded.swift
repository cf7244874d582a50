import SwiftUI

// Data whose size the code fixes: arrays of enum cases, a static function of a
// CaseIterable enum, rows that switch over every case, and a local built from a literal
// with a few appends.
struct FilterBar: View {
    let filters: [FilterKind]
    let weekday: Int
    @Binding var selected: FilterKind?

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(filters, id: \.self) { filter in
                    Button(filter.rawValue) { selected = filter }
                }
            }
            HStack {
                ForEach(FilterKind.suggested(on: weekday), id: \.self) { Text($0.rawValue) }
            }
        }
    }
}

struct SetupChecklist: View {
    let model: SetupChecklistModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(model.remainingSteps, id: \.self) { step in
                    Group {
                        switch step {
                        case .signIn: Label("Sign in", systemImage: "person")
                        case .allowNotifications: Label("Allow notifications", systemImage: "bell")
                        case .pickTopics: Label("Pick topics", systemImage: "star")
                        }
                    }
                }
            }
        }
    }
}

final class SetupChecklistModel {
    var remainingSteps: [SetupStep] = [.signIn, .pickTopics]
}

struct SyncErrorView: View {
    let error: Error
    let serverMessage: String?

    private var details: some View {
        var lines: [String] = [error.localizedDescription]
        if let serverMessage {
            lines.append(serverMessage)
        }
        lines.append("Code \((error as NSError).code)")
        return ScrollView {
            VStack(alignment: .leading) {
                ForEach(lines, id: \.self) { Text($0).textSelection(.enabled) }
            }
        }
    }

    var body: some View { details }
}
