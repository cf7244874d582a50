/// Deprecated SwiftUI API, table-driven; respects the deployment target and availability branches.
public final class DeprecatedSwiftUIAPIRule: Rule {
    public static let info = RuleInfo(
        id: "deprecated_swiftui_api", category: .swiftui, group: .modernization, severity: .warning, framework: .swiftui,
        summary: "Deprecated SwiftUI API that has a replacement on the project's minimum iOS.")
    public static let visits: [NodeKind] = [.call]
    public init() {}
    private let stackFinder = SwiftUITree.ContainerFinder(["NavigationStack"], stopAt: ["NavigationView", "NavigationSplitView"])

    /// One row per deprecated API: what to use instead and the iOS version the replacement needs.
    struct Entry {
        let replacement: String
        let needs: Version
    }

    /// Modifiers reported on any use (extra shape checks in `visit`).
    static let modifiers: [String: Entry] = [
        "foregroundColor": Entry(replacement: ".foregroundStyle(_:)", needs: Version(17)),
        "onChange": Entry(replacement: ".onChange(of:initial:_:) with a zero- or two-parameter closure", needs: Version(17)),
        "navigationBarTitle": Entry(replacement: ".navigationTitle(_:) with .navigationBarTitleDisplayMode(_:)", needs: Version(14)),
        "navigationBarItems": Entry(replacement: ".toolbar { ToolbarItem(…) }", needs: Version(14)),
        "edgesIgnoringSafeArea": Entry(replacement: ".ignoresSafeArea(_:edges:)", needs: Version(14)),
        "actionSheet": Entry(replacement: ".confirmationDialog(_:isPresented:titleVisibility:actions:)", needs: Version(15)),
        "alert": Entry(replacement: ".alert(_:isPresented:actions:message:)", needs: Version(15)),
        "accentColor": Entry(replacement: ".tint(_:)", needs: Version(15)),
        "cornerRadius": Entry(replacement: ".clipShape(.rect(cornerRadius:))", needs: Version(17)),
        // Only `.animation(nil)` / `.animation(.none)`: the other one-argument forms animate
        // every change, which animation_without_value reports. `transaction(_:)` is iOS 13+.
        "animation": Entry(replacement: ".transaction { $0.animation = nil }", needs: Version(13)),
    ]
    static let navigationView = Entry(replacement: "NavigationStack, or NavigationSplitView for sidebar layouts", needs: Version(16))
    static let destinationLink = Entry(replacement: "NavigationLink(value:) with .navigationDestination(for:)", needs: Version(16))

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        // `PreviewProvider` is not deprecated (catalog correction): `#Preview` is an
        // alternative, not its replacement, so conformances are not reported.
        guard let callee = node.callee else { return }
        if callee.kind == .memberAccess, !(callee.firstChild.map(SwiftUITree.isModuleQualifier) ?? false) {
            guard let name = callee.name, let entry = Self.modifiers[name], SwiftUITree.isAppliedModifier(node),
                  matchesDeprecatedShape(name, node) else { return }
            let what: String
            switch name {
            case "onChange": what = ".onChange(of:perform:) with a one-parameter closure"
            case "alert": what = ".alert(isPresented:content:) returning an Alert"
            case "actionSheet": what = ".actionSheet with an ActionSheet"
            case "animation": what = ".animation(\(node.arguments.first?.argumentValue?.text ?? "nil"))"
            default: what = ".\(name)(_:)"
            }
            report(node, token: callee.nameToken ?? node.firstTokenIndex, what, entry, ctx)
            return
        }
        guard let name = SwiftUITree.constructorName(node) else { return }
        let f = ctx.swiftUI
        if name == "NavigationView" {
            report(node, token: callee.nameToken ?? node.firstTokenIndex, "NavigationView", Self.navigationView, ctx)
        } else if name == "NavigationLink", isDestinationLink(node),
                  stackFinder.find(node, f) != nil {
            report(node, token: callee.nameToken ?? node.firstTokenIndex, "NavigationLink(destination:)", Self.destinationLink, ctx,
                   message: "NavigationLink(destination:) inside a NavigationStack is the pre-iOS 16 form: it builds its destination eagerly and is not driven by the stack's path; use NavigationLink(value:) with .navigationDestination(for:)")
        }
    }

    func report(_ node: Syntax, token: Int, _ what: String, _ e: Entry, _ ctx: LintContext, message: String? = nil) {
        guard ctx.targetSupports(e.needs) else { return }
        // The availability walk only matters where the file mentions availability at all.
        let f = ctx.swiftUI
        if f.contains("available"), node.isInLegacyAvailabilityBranch(below: e.needs) { return }
        ctx.report(Self.info, token: token, message ?? "\(what) is deprecated; use \(e.replacement)")
    }

    /// Argument shapes of the deprecated overloads.
    func matchesDeprecatedShape(_ name: String, _ call: Syntax) -> Bool {
        let args = call.arguments
        switch name {
        case "onChange":
            guard args.first?.nameIs("of") == true, !args.contains(where: { $0.nameIs("initial") }) else { return false }
            if args.contains(where: { $0.nameIs("perform") }) { return true }
            guard let closure = args.last?.argumentValue, closure.kind == .closure else { return false }
            return Self.closureParameterCount(closure) == 1
        case "alert":
            // alert(isPresented:content:) / alert(item:content:) return an Alert.
            guard args.first?.nameIs("isPresented") == true, args.count == 2 else { return false }
            return args[1].name == nil || args[1].nameIs("content")
        case "cornerRadius":
            // Your own `cornerRadius(_:corners:)` helpers take more arguments.
            guard let a = args.first, a.name == nil else { return false }
            return args.count == 1 || (args.count == 2 && args[1].nameIs("antialiased"))
        case "foregroundColor", "accentColor":
            return args.count == 1 && args[0].name == nil
        case "animation":
            guard args.count == 1, args[0].name == nil, let v = args[0].argumentValue else { return false }
            return AnimationWithoutValueRule.turnsAnimationOff(v)
        default:
            return true
        }
    }

    /// Parameters of a closure: its signature's names, or the highest `$n` used (+1).
    static func closureParameterCount(_ closure: Syntax) -> Int {
        if let sig = closure.child(.closureSignature) {
            let toks = sig.tree.file.tokens
            var count = 0
            var depth = 0
            var sawAny = false
            for i in sig.tokenRange {
                let t = toks[i]
                let text = sig.tree.file.text(t)
                if text == "in" && depth == 0 { break }
                if t.kind == .lParen { depth += 1; continue }
                if t.kind == .rParen { depth -= 1; continue }
                if text == "->" || text == "throws" || text == "async" { break }
                if text == "," && depth <= 1 { count += 1; continue }
                if t.kind == .identifier || text == "_" { sawAny = true }
            }
            return sawAny ? count + 1 : 0
        }
        var maxN = -1
        let toks = closure.tree.file.tokens
        for i in closure.tokenRange {
            let text = closure.tree.file.text(toks[i])
            if text.hasPrefix("$"), let n = Int(text.dropFirst()) { maxN = max(maxN, n) }
        }
        return maxN + 1
    }

    /// `NavigationLink(destination:…)`, `NavigationLink("t", destination:)`,
    /// `NavigationLink { dest } label: { … }`.
    func isDestinationLink(_ call: Syntax) -> Bool {
        let args = call.arguments
        if args.contains(where: { $0.nameIs("destination") }) { return true }
        if let first = args.first, first.name == nil, first.firstChild?.kind == .closure,
           args.contains(where: { $0.nameIs("label") }) { return true }
        return false
    }
}
