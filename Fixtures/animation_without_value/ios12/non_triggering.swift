// fixture-options: deployment_target=12.0
import SwiftUI

// Below iOS 13 there is no animation(_:value:) to move to (it is iOS 13, macOS 10.15,
// tvOS 13, watchOS 6): the rule stays silent.
struct LegacyBadge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .padding(4)
            .background(Capsule().fill(Color.red))
            .animation(.easeInOut)
    }
}
