import SwiftUI
import Observation
import UIKit

final class CartStore: ObservableObject {
    @Published var items: [String] = []
}

final class SessionModel: ObservableObject {
    @Published var signedIn = false
}

@Observable
final class ReceiptFormatter {
    var currencyCode = "EUR"
}

final class ShopAppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var pushToken: String?
}

@main
struct ShopApp: App {
    @UIApplicationDelegateAdaptor(ShopAppDelegate.self) private var appDelegate
    @StateObject private var cart = CartStore()
    @StateObject private var session = SessionModel()

    var body: some Scene {
        WindowGroup {
            ShopRootView()
                .environmentObject(cart)
                .environmentObject(session)
        }
        // A second scene: its tree gets neither object.
        Window("Cart", id: "cart") {
            CartWindowView()
        }
    }
}
