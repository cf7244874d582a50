import UIKit
import Combine

class BaseScreenViewController: UIViewController {}

final class CartViewModel {
    @Published var items: [String] = []
    @Published var title: String? = nil
    @Published var total: String? = nil
}

final class ProfileViewModel {
    @Published var name: String? = nil
}

final class AVPlayerStandIn: NSObject {
    @objc dynamic var rate: Float = 0
}

extension Notification.Name {
    static let episodeChanged = Notification.Name("episodeChanged")
    static let downloadFinished = Notification.Name("downloadFinished")
    static let downloadProgress = Notification.Name("downloadProgress")
    static let themeChanged = Notification.Name("themeChanged")
    static let newMail = Notification.Name("newMail")
    static let syncFinished = Notification.Name("syncFinished")
}
