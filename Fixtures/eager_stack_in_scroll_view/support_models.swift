import SwiftUI

// Models and leaf views for this run.

struct Message: Identifiable {
    let id: UUID
    var text: String
    var isMine: Bool
}

struct Story: Identifiable {
    let id: Int
    var title: String
}

enum Category: String, CaseIterable, Identifiable {
    case all, news, sports, tech, culture
    var id: String { rawValue }
}

struct MessageBubble: View {
    let message: Message
    var body: some View {
        Text(message.text)
            .padding(10)
            .background(message.isMine ? Color.blue : Color.gray.opacity(0.2), in: .rect(cornerRadius: 14))
    }
}

enum FilterKind: String, CaseIterable {
    case unread, starred, attachments, mentions

    /// The filters offered on a given weekday (some of the cases).
    static func suggested(on weekday: Int) -> [FilterKind] {
        weekday == 1 ? [.unread] : allCases
    }
}

/// A setup checklist item (an enum without payloads, declared in another file of the run).
enum SetupStep: Hashable {
    case signIn, allowNotifications, pickTopics
}
