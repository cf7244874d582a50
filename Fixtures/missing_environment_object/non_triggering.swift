import SwiftUI
import UIKit

struct ShopRootView: View {
    @State private var showCheckout = false

    var body: some View {
        NavigationStack {
            ProductList()
                .sheet(isPresented: $showCheckout) {
                    CheckoutSheet()
                }
            CartSummary()
        }
    }
}

/// Only built under the injecting window.
struct ProductList: View {
    @EnvironmentObject var cart: CartStore
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List(cart.items, id: \.self) { Text($0) }
    }
}

/// Sheet content inherits the environment of the view it is attached to.
struct CheckoutSheet: View {
    @EnvironmentObject var session: SessionModel

    var body: some View {
        Text(session.signedIn ? "Pay" : "Sign in to pay")
    }
}

/// No construction site in the linted files.
struct WishlistBadge: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        Text("\(cart.items.count)")
    }
}

/// Built by a project container: what `Card` does with its content is not read.
struct Card<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content.padding()
    }
}

struct OrderHistoryPanel: View {
    var body: some View {
        Card {
            OrderCount()
        }
    }
}

struct OrderCount: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        Text("\(cart.items.count) orders")
    }
}

/// Built outside a view builder: the tree it goes into is not known.
final class StatsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let stats = StatsView()
        let host = UIHostingController(rootView: stats)
        addChild(host)
    }
}

struct StatsView: View {
    @EnvironmentObject var session: SessionModel

    var body: some View {
        Text(session.signedIn ? "Stats" : "-")
    }
}

/// A hosting controller that injects the object.
final class ReceiptHistoryViewController: UIViewController {
    let formatter = ReceiptFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ReceiptHistory().environment(formatter))
        addChild(host)
    }
}

struct ReceiptHistory: View {
    @Environment(ReceiptFormatter.self) private var formatter

    var body: some View {
        Text(formatter.currencyCode)
    }
}

/// The app's delegate adaptor puts an observable delegate in every scene's environment.
struct PushStatus: View {
    @EnvironmentObject var appDelegate: ShopAppDelegate

    var body: some View {
        Text(appDelegate.pushToken ?? "No token")
    }
}

/// A project modifier may inject what the view reads.
struct ThemedCount: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        Text("\(cart.items.count)")
    }
}

extension View {
    func themed() -> some View {
        modifier(ShopTheme())
    }
}

struct ShopTheme: ViewModifier {
    @StateObject private var cart = CartStore()

    func body(content: Content) -> some View {
        content.environmentObject(cart)
    }
}
