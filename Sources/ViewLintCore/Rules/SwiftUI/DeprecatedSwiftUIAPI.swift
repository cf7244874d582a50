/// Deprecated SwiftUI API, table-driven; respects the deployment target and availability branches.
public final class DeprecatedSwiftUIAPIRule: Rule {
    public static let info = RuleInfo(
        id: "deprecated_swiftui_api", category: .swiftui, group: .modernization, severity: .warning, framework: .swiftui,
        fix: .safeOrUnsafe,
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
        // `PreviewProvider` is not deprecated (Apple's documentation): `#Preview` is an
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
            let nameToken = callee.nameToken ?? node.firstTokenIndex
            report(node, token: nameToken, what, entry, ctx, fix: renameFix(name, node, nameToken: nameToken, ctx))
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

    func report(_ node: Syntax, token: Int, _ what: String, _ e: Entry, _ ctx: LintContext, message: String? = nil, fix: Fix? = nil) {
        guard ctx.targetSupports(e.needs) else { return }
        // The availability walk only matters where the file mentions availability at all.
        let f = ctx.swiftUI
        if f.contains("available"), node.isInLegacyAvailabilityBranch(below: e.needs) { return }
        ctx.report(Self.info, token: token, message ?? "\(what) is deprecated; use \(e.replacement)", fix: fix)
    }

    /// The colors `foregroundStyle`'s `ShapeStyle` context also reads as `Color` when written
    /// `.red`; there `.primary` and `.secondary` are hierarchical styles (the current
    /// foreground at a lower level), not the fixed label colors `Color.primary`/`.secondary`.
    static let shapeStyleColorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
        "pink", "brown", "white", "gray", "black", "clear",
    ]

    /// The 1:1 renames (doc: "Fixes"): the modifier's name token replaced, the argument kept
    /// as written. Only the one-argument forms; `navigationBarTitle(_:displayMode:)` and the
    /// other modifiers of the table have no rename.
    func renameFix(_ name: String, _ call: Syntax, nameToken: Int, _ ctx: LintContext) -> Fix? {
        let args = call.arguments
        guard args.count == 1, args[0].name == nil, !args[0].flags.contains(.trailing),
              let value = args[0].argumentValue else { return nil }
        let toks = ctx.file.tokens
        func rename(_ newName: String) -> TextEdit {
            TextEdit(start: Int(toks[nameToken].start), end: Int(toks[nameToken].end), replacement: newName)
        }
        switch name {
        case "foregroundColor":
            // Safe only for a color the new context reads the same; any other argument may be
            // a `Color?` or a name that means a hierarchical style there. A `nil` in the
            // argument (reset the color) has no spelling in `foregroundStyle`, which takes
            // no optional: no fix.
            if value.tokenRange.contains(where: { isNilValue($0, ctx.file) }) { return nil }
            return Fix(isSameColorInShapeStyleContext(value) ? .safe : .unsafe, "Replace .foregroundColor with .foregroundStyle",
                       [rename("foregroundStyle")])
        case "accentColor":
            // `.tint` does not change what `Color.accentColor` reads below it, and controls
            // read the two differently: never the same for sure.
            return Fix(.unsafe, "Replace .accentColor with .tint", [rename("tint")])
        case "navigationBarTitle":
            // `navigationTitle` also titles the window and tab, and leaves the title display
            // mode to the stack where the old modifier set the bar's.
            return Fix(.unsafe, "Replace .navigationBarTitle with .navigationTitle", [rename("navigationTitle")])
        case "edgesIgnoringSafeArea":
            // The old modifier ignores the container safe area only (the keyboard's still
            // moves content): `.container` keeps that; `.ignoresSafeArea()` would not.
            let start = Int(toks[value.firstTokenIndex].start)
            if value.kind == .memberAccess, value.firstChild == nil, value.nameIs("all") {
                let end = Int(toks[value.lastTokenIndex].end)
                return Fix(.safe, "Replace .edgesIgnoringSafeArea(.all) with .ignoresSafeArea(.container)",
                           [rename("ignoresSafeArea"), TextEdit(start: start, end: end, replacement: ".container")])
            }
            return Fix(.safe, "Replace .edgesIgnoringSafeArea with .ignoresSafeArea(.container, edges:)",
                       [rename("ignoresSafeArea"), .insert(".container, edges: ", at: start)])
        default:
            return nil
        }
    }

    /// A `nil` passed as a value, not one compared against (`url == nil ? .red : .primary`).
    func isNilValue(_ token: Int, _ file: SourceFile) -> Bool {
        guard file.tokenEquals(token, "nil") else { return false }
        func isComparison(_ i: Int) -> Bool {
            i >= 0 && i < file.tokens.count && (file.tokenEquals(i, "==") || file.tokenEquals(i, "!=") || file.tokenEquals(i, "===") || file.tokenEquals(i, "!=="))
        }
        return !isComparison(token - 1) && !isComparison(token + 1)
    }

    /// `.red` (a color `ShapeStyle` names too) or `Color.anything`, optionally with
    /// `.opacity(_:)` (a `Color` again): a non-optional `Color` that `foregroundStyle` draws
    /// exactly as `foregroundColor` did.
    func isSameColorInShapeStyleContext(_ value: Syntax) -> Bool {
        if value.kind == .call, let callee = value.callee, callee.kind == .memberAccess, callee.nameIs("opacity"),
           value.arguments.count == 1, value.arguments[0].name == nil, let color = callee.firstChild {
            return isSameColorInShapeStyleContext(color)
        }
        guard value.kind == .memberAccess, let member = value.name else { return false }
        guard let base = value.firstChild else { return Self.shapeStyleColorNames.contains(member) }
        return base.kind == .identifier && base.nameIs("Color")
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
