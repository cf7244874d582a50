/// A representable whose `update…` method is empty although `make…` reads its inputs.
public final class EmptyUpdateRepresentableRule: Rule {
    public static let info = RuleInfo(
        id: "empty_update_representable", category: .swiftui, group: .pedantic, severity: .error, framework: .swiftui,
        summary: "A representable's update method is empty while make… reads inputs that can change.")
    public static let triggers: RuleTriggers = .anyOf("updateUIView", "updateUIViewController", "updateNSView", "updateNSViewController")
    public static let visits: [NodeKind] = [.funcDecl]
    public init() {}

    /// update method → the make method it pairs with.
    static let pairs: [String: String] = [
        "updateUIView": "makeUIView",
        "updateUIViewController": "makeUIViewController",
        "updateNSView": "makeNSView",
        "updateNSViewController": "makeNSViewController",
    ]

    /// Wrappers whose values the parent does not pass in.
    static let nonInputWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "State", "StateObject", "FocusState", "GestureState",
        "AppStorage", "SceneStorage", "Namespace",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.declKeyword == .func, let name = node.name, let makeName = Self.pairs[name],
              let body = node.body, body.firstChild == nil,
              let type = node.owningType, let typeName = type.typeName,
              SwiftUIState.conforms(typeName, toAnyOf: SwiftUIState.representableProtocols, ctx) else { return }
        let decls = ctx.tree.typeDecls(named: typeName)
        var inputs: Set<String> = []
        var makes: [Syntax] = []
        for d in decls {
            for m in TypeMembers.members(of: d) {
                if m.kind == .varDecl { Self.collectInputs(m, into: &inputs, ctx) }
                else if m.kind == .funcDecl, m.declKeyword == .func, m.name == makeName { makes.append(m) }
                else if m.kind == .typealiasDecl, Self.immutableControllers.contains(where: { m.text.containsBytes($0) }) { return }
            }
        }
        guard !inputs.isEmpty, !makes.isEmpty else { return }
        // System controllers whose configuration cannot change after creation: a sheet
        // shows them once, there is nothing for update… to copy.
        if makes.contains(where: { Self.makesImmutableController($0) }) { return }
        // One-shot effects (a confetti burst, a delayed animation that removes itself):
        // applying the inputs again must not fire the effect again.
        if makes.contains(where: { Self.startsOneShotEffect($0, ctx) }) { return }
        let isController = makeName.hasSuffix("Controller")
        var readInput: String? = nil
        search: for mk in makes {
            guard let mb = mk.body else { continue }
            for d in mb.descendants {
                var n: String
                switch d.kind {
                case .identifier:
                    guard let x = d.name else { continue }
                    n = x
                    if n.hasPrefix("$") || n.hasPrefix("_") { n.removeFirst() }
                case .memberAccess:
                    guard let b = d.firstChild, b.isSelf, let x = d.name else { continue }
                    n = x
                default: continue
                }
                guard inputs.contains(n) else { continue }
                if isController && !Self.configuresController(d, body: mb) { continue }
                readInput = n
                break search
            }
        }
        guard let input = readInput else { return }
        ctx.report(Self.info, token: node.auxToken ?? node.firstTokenIndex,
                   "\(node.functionSignature) is empty, so a new '\(input)' read only in \(makeName)(context:) never reaches the view; copy the inputs to the view here")
    }

    /// Stored properties the parent can set: not static, not environment/state wrappers,
    /// not constants or private properties with an initial value, not closures.
    static func collectInputs(_ v: Syntax, into out: inout Set<String>, _ ctx: LintContext) {
        if v.hasModifier(.static) || v.hasModifier(.class) || v.hasModifier(.weak) || v.hasModifier(.unowned) { return }
        if SwiftUIState.wrapper(of: v, in: nonInputWrappers) != nil { return }
        // Objects (view models, players, views): their identity rarely changes and their own
        // changes reach the UIKit side through the object, not through update….
        if SwiftUIState.wrapper(of: v, in: ["ObservedObject", "Bindable"]) != nil { return }
        let isLet = v.declKeyword == .let
        let isPrivate = SwiftUIState.isPrivate(v)
        for b in v.children(.binding) where b.isStoredBinding {
            guard let n = b.name else { continue }
            let hasInit = b.initializer != nil
            if hasInit && (isLet || isPrivate) { continue }
            if let t = b.typeAnnotation {
                if t.text.containsBytes("->") || isReferenceType(t.text, ctx) { continue }
            }
            out.insert(n)
        }
    }

    /// Name suffixes of object types (reference semantics) in app code.
    static let objectSuffixes = ["ViewModel", "Model", "Store", "Manager", "Service", "Coordinator", "Controller",
                                 "Player", "Publisher", "Subject", "Client", "Provider", "Delegate", "Session",
                                 "Handler", "Engine", "View", "Layer", "Context", "Loader", "Presenter", "Router"]

    /// A class or actor we can see, a UIKit/AppKit class, or a name that reads like an object.
    static func isReferenceType(_ text: String, _ ctx: LintContext) -> Bool {
        var n = TypeIndex.baseTypeName(text.filter { !$0.isWhitespace })
        if n.hasPrefix("any") || n.hasPrefix("some") { n = TypeIndex.baseTypeName(String(n.dropFirst(n.hasPrefix("any") ? 3 : 4))) }
        if valueLikeClasses.contains(n) { return false }
        if ctx.index.isDeclaredClass(n) || KnownTypes.superclass[n] != nil { return true }
        if let recs = ctx.index.types[n], recs.contains(where: { $0.kind == .actor }) { return true }
        if let recs = ctx.index.types[n], recs.contains(where: { $0.kind == .struct || $0.kind == .enum }) { return false }
        return objectSuffixes.contains { n.hasSuffix($0) }
    }

    /// Immutable SDK classes that behave as values.
    static let valueLikeClasses: Set<String> = ["UIColor", "NSColor", "UIFont", "NSFont", "UIImage", "NSImage",
                                                "NSAttributedString", "NSString", "NSNumber", "NSURL", "NSData"]

    /// System controllers configured once through their initializer.
    static let immutableControllers: Set<String> = [
        "UIActivityViewController", "SFSafariViewController", "UIDocumentPickerViewController", "PHPickerViewController",
        "UIImagePickerController", "MFMailComposeViewController", "MFMessageComposeViewController",
        "UICloudSharingController", "CNContactPickerViewController", "EKEventEditViewController",
        "UIVideoEditorController", "UIReferenceLibraryViewController", "QLPreviewController",
        "UIDocumentBrowserViewController", "PKAddPassesViewController", "SKStoreProductViewController",
    ]

    static func makesImmutableController(_ make: Syntax) -> Bool {
        if let ret = make.child(.typeRef), immutableControllers.contains(TypeIndex.baseTypeName(ret.text)) { return true }
        guard let b = make.body else { return false }
        for d in b.descendants(.call) {
            if let c = d.callee, c.kind == .identifier, let n = c.name, immutableControllers.contains(n) { return true }
        }
        return false
    }

    /// `make…` schedules work with `asyncAfter`, builds a `CAEmitterLayer`, or removes a view
    /// from its superview when done; also inside a view class of this file that it creates.
    static func startsOneShotEffect(_ make: Syntax, _ ctx: LintContext) -> Bool {
        guard let body = make.body else { return false }
        if hasOneShotMarks(body) { return true }
        for d in body.descendants(.call) {
            guard let c = d.callee, c.kind == .identifier, let n = c.name, n.first?.isUppercase == true else { continue }
            for decl in ctx.tree.typeDecls(named: n) where decl.declKeyword == .class {
                if hasOneShotMarks(decl) { return true }
            }
        }
        return false
    }

    static func hasOneShotMarks(_ node: Syntax) -> Bool {
        for d in node.descendants {
            switch d.kind {
            case .call:
                if d.calleeNameIs("asyncAfter") || d.calleeNameIs("removeFromSuperview") { return true }
            case .identifier:
                if d.nameIs("CAEmitterLayer") { return true }
            default:
                break
            }
        }
        return false
    }

    /// For controller representables: whether a read of an input in make… configures the
    /// controller afterwards (`vc.title = x`, `pager.setViewControllers([…x…])`) or feeds a
    /// `UIHostingController`'s root view. Inputs that only go into a controller's initializer
    /// (`let vc = Picker(config: x)`, `return Editor(item: x)`) configure a controller that
    /// usually offers nothing to update.
    static func configuresController(_ read: Syntax, body: Syntax) -> Bool {
        var stmt = read
        var steps = 0
        for a in read.ancestors {
            steps += 1
            if steps > 256 { return false }
            if a.kind == .call, a.calleeNameIs("UIHostingController") || a.calleeNameIs("NSHostingController") { return true }
            if a == body { break }
            if a.kind == .codeBlock && a.parent?.kind != .closure { break }
            stmt = a
        }
        switch stmt.kind {
        case .assignment:
            return true
        case .call:
            return stmt.callee?.kind == .memberAccess && stmt.receiver != nil
        default:
            return false
        }
    }
}
