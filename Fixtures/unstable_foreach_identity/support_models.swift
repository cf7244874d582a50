import Foundation
import SwiftUI

// Models for this run.

struct CartLine: Hashable {
    var productName: String
    var quantity: Int
}

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var phone: String
}

struct ChecklistStep {
    var title: String
    var isDone: Bool
}

struct Ingredient: Hashable {
    var sku: String
    var name: String
}

enum Weekday: String, CaseIterable, Hashable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

struct JournalEntry: Identifiable {
    let id: Int
    var text: String
}

final class RoomMember: NSObject {
    let userID: String
    var displayName: String

    init(userID: String, displayName: String) {
        self.userID = userID
        self.displayName = displayName
    }
}
