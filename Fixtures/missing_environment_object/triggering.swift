import SwiftUI
import UIKit

struct CartWindowView: View {
    var body: some View {
        VStack {
            SignInBanner()
            CartSummary()
            PushStatus()
            ThemedCount().themed()
        }
    }
}

/// Built under `ShopRootView` (injected) and under the cart window (not injected).
struct CartSummary: View {
    @EnvironmentObject var cart: CartStore // expect: missing_environment_object

    var body: some View {
        Text("\(cart.items.count) items")
    }
}

/// Only the cart window builds it, without the object; the preview's injection does not count.
struct SignInBanner: View {
    @EnvironmentObject private var session: SessionModel // expect: missing_environment_object

    var body: some View {
        Text(session.signedIn ? "Welcome back" : "Sign in")
    }
}

#Preview {
    SignInBanner().environmentObject(SessionModel())
}

final class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ReceiptView())
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}

struct ReceiptView: View {
    @Environment(ReceiptFormatter.self) private var formatter // expect: missing_environment_object

    var body: some View {
        Text(formatter.currencyCode)
    }
}
