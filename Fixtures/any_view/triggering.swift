import SwiftUI

// Type erasure with AnyView in view code.

enum FeedItem: Identifiable {
    case post(String)
    case ad(URL)
    case divider

    var id: String {
        switch self {
        case .post(let text): text
        case .ad(let url): url.absoluteString
        case .divider: "divider"
        }
    }
}

struct FeedRowFactory {
    // A switch that erases every branch.
    func row(for item: FeedItem) -> AnyView {
        switch item {
        case .post(let text):
            return AnyView(Text(text).font(.body)) // expect: any_view
        case .ad(let url):
            return AnyView( // expect: any_view
                Link("Sponsored", destination: url)
                    .font(.footnote)
            )
        case .divider:
            return AnyView(Divider()) // expect: any_view
        }
    }
}

// The ternary erases both sides: two findings on one line.
struct BadgeView: View {
    let count: Int

    var body: some View {
        count > 99 ? AnyView(Text("99+")) : AnyView(Text("\(count)")) // expect: any_view, any_view
    }
}

// The helper extension and its call sites.
extension View {
    func eraseToAnyView() -> AnyView {
        AnyView(self) // expect: any_view
    }
}

struct SettingsRow: View {
    let title: String
    let isPremium: Bool

    var body: some View {
        content
    }

    private var content: AnyView {
        if isPremium {
            return HStack {
                Text(title)
                Image(systemName: "crown.fill")
            }
            .eraseToAnyView() // expect: any_view
        }
        return Text(title).eraseToAnyView() // expect: any_view
    }
}

// A heterogeneous collection is still reported (disable per line where it is intended).
struct OnboardingPages: View {
    // Heterogeneous pages: erased on purpose.
    private let pages: [AnyView] = [
        AnyView(Text("Welcome")), // expect: any_view
        AnyView(Image(systemName: "hand.wave")), // expect: any_view
    ]

    var body: some View {
        TabView {
            ForEach(pages.indices, id: \.self) { pages[$0] }
        }
        .tabViewStyle(.page)
    }
}

// The erasing: label and a module-qualified name.
struct DestinationBuilder {
    func destination(isLoggedIn: Bool) -> SwiftUI.AnyView {
        if isLoggedIn {
            return SwiftUI.AnyView(Text("Home")) // expect: any_view
        }
        return AnyView(erasing: Text("Sign in")) // expect: any_view
    }
}

// Inside a ViewModifier.
struct ConditionalCard: ViewModifier {
    let enabled: Bool

    func body(content: Content) -> some View {
        if enabled {
            AnyView(content.padding().background(.thinMaterial)) // expect: any_view
        } else {
            content
        }
    }
}
