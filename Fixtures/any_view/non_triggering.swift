import SwiftUI
import Combine
import UIKit

// The alternatives to AnyView, other type erasers, and lookalikes.

// @ViewBuilder helper with a switch.
struct MessageRow: View {
    enum Kind { case text(String), image(Image), deleted }
    let kind: Kind

    var body: some View {
        content
    }

    @ViewBuilder
    private var content: some View {
        switch kind {
        case .text(let string): Text(string)
        case .image(let image): image.resizable().scaledToFit()
        case .deleted: Text("Message deleted").italic()
        }
    }
}

// A generic container instead of an erased parameter.
struct Card<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        content
            .padding()
            .background(.thinMaterial, in: .rect(cornerRadius: 12))
    }
}

// Group around an if/else.
struct StatusIcon: View {
    let isOnline: Bool

    var body: some View {
        Group {
            if isOnline {
                Image(systemName: "circle.fill").foregroundStyle(.green)
            } else {
                Image(systemName: "circle").foregroundStyle(.secondary)
            }
        }
        .font(.caption)
    }
}

// AnyLayout switches layouts without losing state; AnyShape, AnyTransition,
// AnyHashable and Combine's eraseToAnyPublisher are not AnyView.
struct AdaptiveStack: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    let isRound: Bool

    var body: some View {
        let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        layout {
            Text("One")
            Text("Two")
        }
        .clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))
        .transition(AnyTransition.opacity.combined(with: .scale))
        .id(AnyHashable(sizeClass))
    }
}

final class ProfileLoader {
    private let subject = PassthroughSubject<String, Never>()
    var names: AnyPublisher<String, Never> { subject.eraseToAnyPublisher() }
}

// Types that only share the prefix, and AnyView as a type in declarations
// (the construction happens elsewhere).
struct AnyViewModel {
    var title: String
}

protocol ScreenFactory {
    func makeScreen() -> AnyView
}

struct ScreenHost: View {
    let screen: AnyView
    let model = AnyViewModel(title: "Host")

    var body: some View {
        // AnyView(screen) is not needed: screen is already erased.
        screen
            .navigationTitle("AnyView(erasing:) is avoided")
    }
}

// The UIKit boundary: a coordinator class whose API hands UIKit an AnyView, and a
// hosting controller's root view. The erased type never changes there.

protocol ScreenCoordinator {
    func toPresentable() -> AnyView
}

final class ProfileCoordinator: ScreenCoordinator {
    func toPresentable() -> AnyView {
        AnyView(Text("Profile"))
    }
}

struct HostingFactory {
    func makeController() -> UIViewController {
        UIHostingController(rootView: AnyView(Text("Home")))
    }
}

extension ProfileCoordinator {
    func makeBadge() -> AnyView {
        AnyView(Image(systemName: "person.crop.circle"))
    }
}
