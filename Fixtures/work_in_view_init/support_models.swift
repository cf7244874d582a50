import SwiftUI
import CoreData

// Services and models for this run.

@MainActor
final class ProfileStore: ObservableObject {
    @Published var name = ""
    func load(userID: String) {}
    func loadAvatar() async {}
    func fetchFollowers() async {}
}

struct OrderRepository {
    func fetch(_ id: String) -> String { id }
    func fetchRecent(limit: Int) -> [String] { [] }
}

final class Trip: NSManagedObject {
    @NSManaged var name: String
    @NSManaged var startDate: Date
}
