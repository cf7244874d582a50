/// Runtime priority changes across the required (1000) boundary on installed constraints.
public final class RequiredPriorityChangeRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "required_priority_change", category: .autolayout, group: .correctness, severity: .warning, framework: .uikit,
        summary: "An installed constraint's priority is changed to or from required (1000) at runtime, which UIKit does not support.")
    public static let triggers: RuleTriggers = .anyOf("priority")
    public static let visits: [NodeKind] = []
    public init() {}

    enum Level { case required, optional, unknown }

    public func finish(_ ctx: LintContext) {
        let facts = ctx.objects(for: self)
        // A reported constraint gets a priority: only the types that assign one are built.
        for g in facts.groups(spelling: ["priority"]) {
            for o in g.objects {
                let sets = o.assignments("priority")
                guard !sets.isEmpty, Self.isConstraint(o) else { continue }
                for a in sets where !a.isCompound {
                    guard let v = a.value else { continue }
                    let levels = Self.classify(v)
                    let toRequired = levels.contains(.required)
                    let toOptional = levels.contains(.optional)
                    guard toRequired || toOptional else { continue }
                    guard Self.isInstalled(o, at: a) else { continue }
                    let name = g.displayName(o)
                    if toRequired {
                        ctx.report(Self.info, token: a.nameToken,
                                   "'\(name)' is already installed and its priority is set to required (1000) at runtime; moving an installed constraint between optional and required crashes, so use UILayoutPriority(999)")
                    } else if Self.initialLevel(o) == .required {
                        ctx.report(Self.info, token: a.nameToken,
                                   "'\(name)' was installed as required (1000) and its priority is lowered at runtime, which crashes; create it with UILayoutPriority(999) instead")
                    }
                }
            }
        }
    }

    static func isConstraint(_ o: TypeObjects.Object) -> Bool {
        if let t = o.annotatedType, t.hasPrefix("NSLayoutConstraint") { return true }
        return o.values.contains { LayoutSyntax.createsConstraint($0.value) }
    }

    static func classify(_ e: Syntax) -> Set<Level> {
        var out: Set<Level> = []
        for b in LayoutSyntax.branches(e) { out.insert(level(b)) }
        return out
    }

    static let optionalNames: Set<String> = ["defaultHigh", "defaultLow", "fittingSizeLevel", "dragThatCanResizeScene",
                                             "sceneSizeStays", "dragThatCannotResizeScene"]

    static func level(_ e: Syntax) -> Level {
        switch e.kind {
        case .memberAccess:
            guard let n = e.name else { return .unknown }
            if let b = e.firstChild, !(b.kind == .identifier && b.nameIs("UILayoutPriority")) { return .unknown }
            if n == "required" { return .required }
            return optionalNames.contains(n) ? .optional : .unknown
        case .call:
            guard let c = e.callee, c.kind == .identifier, c.nameIs("UILayoutPriority"), e.arguments.count == 1,
                  let n = LayoutSyntax.numberLiteral(e.arguments[0].argumentValue) else { return .unknown }
            return n >= 1000 ? .required : .optional
        case .literal:
            guard let n = LayoutSyntax.numberLiteral(e) else { return .unknown }
            return n >= 1000 ? .required : .optional
        case .sequence:
            // `.required - 1`, `.defaultHigh + 1`
            for c in e.children where c.kind == .binaryOperator {
                let t = e.file.text(e.file.tokens[c.firstTokenIndex])
                if t == "-" { return .optional }
            }
            return .unknown
        case .tuple:
            if let a = e.firstChild, a.kind == .argument, a.nextSibling == nil, let v = a.argumentValue { return level(v) }
            return .unknown
        default:
            return .unknown
        }
    }

    /// Activation (+1) and deactivation (-1) events of a constraint, by node index.
    static func events(_ o: TypeObjects.Object, in fn: Syntax) -> [(index: Int, on: Bool)] {
        var out: [(Int, Bool)] = []
        for a in o.assignments("isActive") where a.function == fn {
            if let b = LayoutSyntax.boolLiteral(a.value) { out.append((a.node.index, b)) }
        }
        for c in o.passedTo where fn.contains(c) {
            guard let callee = c.callee, callee.kind == .memberAccess, let base = callee.firstChild,
                  base.kind == .identifier, base.nameIs("NSLayoutConstraint") else { continue }
            if callee.nameIs("activate") { out.append((c.index, true)) }
            else if callee.nameIs("deactivate") { out.append((c.index, false)) }
        }
        return out
    }

    /// Whether the constraint is (likely) installed when `a` runs: set in a different function
    /// than the one that created it, or after it was activated there.
    static func isInstalled(_ o: TypeObjects.Object, at a: TypeObjects.Assignment) -> Bool {
        guard let fn = a.function else { return false }
        let all = events(o, in: fn)
        let evs = all.filter { $0.index < a.node.index }
        // Set up and then activated here (`c.priority = …; c.isActive = true`), with nothing
        // switching it on or off before: this function installs it.
        if evs.isEmpty, all.contains(where: { $0.index > a.node.index && $0.on }) { return false }
        let lastEvent = evs.max { $0.index < $1.index }
        let creation = o.values.filter { $0.function == fn && $0.node.index < a.node.index && LayoutSyntax.createsConstraint($0.value) }
            .max { $0.node.index < $1.node.index }
        if let c = creation {
            // Created here: installed only if activated after the creation.
            guard let e = lastEvent, e.index > c.node.index else { return false }
            return e.on
        }
        if let e = lastEvent { return e.on }
        return true
    }

    /// The priority a constraint is installed with: required unless a non-required priority is
    /// set between its creation and its activation (or by a call in the creating chain).
    static func initialLevel(_ o: TypeObjects.Object) -> Level {
        let creations = o.values.filter { LayoutSyntax.createsConstraint($0.value) }
        guard !creations.isEmpty else { return .unknown }
        if o.isOutlet { return .unknown }
        var result: Level = .required
        for c in creations {
            // `….constraint(…).withPriority(.defaultHigh)`: a call wraps the creation.
            if let v = c.value, v.kind == .call, !LayoutSyntax.isConstraintCreationCall(v) { return .unknown }
            guard let fn = c.function else {
                // A lazy/stored initializer: any priority set before an activation in some function.
                for p in o.assignments("priority") where !p.isCompound {
                    guard let f = p.function, let v = p.value else { continue }
                    let firstOn = events(o, in: f).filter { $0.on }.map { $0.index }.min() ?? Int.max
                    if p.node.index < firstOn, creationIn(o, f) == nil {
                        if classify(v).contains(.required) { continue }
                        if isEarlySetup(f) { result = .optional }
                    }
                }
                continue
            }
            let evs = events(o, in: fn).filter { $0.index > c.node.index && $0.on }
            let firstOn = evs.map { $0.index }.min() ?? Int.max
            for p in o.assignments("priority") where p.function == fn && p.node.index > c.node.index && p.node.index < firstOn {
                guard let v = p.value else { continue }
                let l = classify(v)
                if l.contains(.required) && l.count == 1 { continue }
                return .optional
            }
        }
        return result
    }

    static func creationIn(_ o: TypeObjects.Object, _ fn: Syntax) -> TypeObjects.Assignment? {
        o.values.first { $0.function == fn && LayoutSyntax.createsConstraint($0.value) }
    }

    static func isEarlySetup(_ fn: Syntax) -> Bool {
        let n = fn.declKeyword == .`init` ? "init" : (fn.name ?? "")
        return n == "init" || n == "viewDidLoad" || n == "loadView" || n == "awakeFromNib"
    }
}
