/// Views created in code, added as subviews and pinned with anchors, whose autoresizing mask
/// is never turned off.
public final class MissingTranslatesAutoresizingRule: Rule, ReadsObjectModel {
    public static let info = RuleInfo(
        id: "missing_translates_autoresizing", category: .autolayout, group: .correctness, severity: .error, framework: .uikit, fix: .safe,
        summary: "A view created in code and constrained with anchors never sets translatesAutoresizingMaskIntoConstraints to false.")
    /// Added as a subview and constrained: both words must be there.
    public static let triggers = RuleTriggers(alternatives: [["addSubview", "constraint"], ["addSubview", "NSLayoutConstraint"],
                                                             ["insertSubview", "constraint"], ["insertSubview", "NSLayoutConstraint"]])
    public static let visits: [NodeKind] = []
    public init() {}

    static let flagName: StaticString = "translatesAutoresizingMaskIntoConstraints"
    static let flag = flagName.description

    public func finish(_ ctx: LintContext) {
        let facts = ctx.objects(for: self)
        // A reported view is added as a subview: only the types that call that are built.
        for g in facts.groups(spelling: ["addSubview", "insertSubview"]) {
            // Only a view that never turns the flag off can be reported: most types turn it off
            // for every view they add, and their full build is then never made.
            guard facts.addsSubview(in: g, neverAssigning: Self.flagName, settles: { LayoutSyntax.boolLiteral($0) != true })
            else { continue }
            for o in g.objects {
                guard let decl = o.declaration, o.isProperty || o.isLocal, !o.isOutlet, !o.isStatic,
                      !o.hasCustomAttribute, o.isAddedAsSubview, let type = o.constructedType,
                      facts.isViewClass(type), Self.isAnchored(o) else { continue }
                if Self.flagIsSet(o, type: type, g, facts) { continue }
                let name = decl.name ?? o.key
                ctx.report(Self.info, token: decl.nameToken ?? decl.firstTokenIndex,
                           "'\(name)' is created in code, added as a subview and constrained with anchors, but never sets translatesAutoresizingMaskIntoConstraints to false; set it to false before activating its constraints",
                           fix: Self.fix(o, ctx))
            }
        }
    }

    /// Pinned by an anchor constraint of its own, or as the other item of one whose subject is
    /// not its own subview (a frame-based container only lends its anchors to its children).
    static func isAnchored(_ o: TypeObjects.Object) -> Bool {
        if !o.anchorSubject.isEmpty { return true }
        if !o.assignments("frame").isEmpty || !o.assignments("autoresizingMask").isEmpty { return false }
        for t in o.anchorTarget {
            if !t.subjects.contains(where: { $0.isSubview(of: o) }) { return true }
        }
        return false
    }

    static let libraryMethods: Set<String> = [
        "configureForAutoLayout", "edgesToSuperview", "edges", "centerInSuperview", "center", "size", "width", "height",
        "top", "bottom", "leading", "trailing", "left", "right", "centerX", "centerY", "topToBottom", "bottomToTop",
        "leadingToTrailing", "trailingToLeading", "horizontalToSuperview", "verticalToSuperview", "originToSuperview",
    ]

    static func isLayoutLibraryCall(_ m: String) -> Bool {
        if libraryMethods.contains(m) { return true }
        if m.hasPrefix("auto"), m.count > 4, m[m.index(m.startIndex, offsetBy: 4)].isUppercase { return true }
        if m.hasSuffix("ToSuperview") { return true }
        return false
    }

    static func preparesUnlistedViews(_ g: TypeObjects) -> Bool {
        for o in g.objects where o.isBodyDeclared {
            let loopVariable = o.isRootedInClosureParameter || (o.declaration == nil && !o.isParameter)
            guard loopVariable else { continue }
            if o.assignments(flag).contains(where: { LayoutSyntax.boolLiteral($0.value) != true }) { return true }
        }
        return false
    }

    static func flagIsSet(_ o: TypeObjects.Object, type: String, _ g: TypeObjects, _ facts: ObjectModel) -> Bool {
        let notTrue: (Syntax?) -> Bool = { LayoutSyntax.boolLiteral($0) != true }
        if o.assignments(flag).contains(where: { notTrue($0.value) }) { return true }
        // Layout libraries turn the flag off themselves: SnapKit (`v.snp.makeConstraints`),
        // PureLayout (`v.autoPinEdgesToSuperviewEdges()`), TinyConstraints (`v.edgesToSuperview()`).
        if g.member("snp", of: o) != nil { return true }
        for m in o.calledMethods where isLayoutLibraryCall(m) { return true }
        // A loop over a collection the rule cannot list (`contentView.subviews.forEach { $0… }`,
        // `for v in allViews { v… }`) turns the flag off for views of this type.
        if preparesUnlistedViews(g) { return true }
        // Your own subclass that prepares itself (or one we cannot see).
        if facts.typeSetsOnSelf(type, flag, notTrue) != false { return true }
        // A helper called on the view: `label.prepareForAutoLayout()`, `card.pinEdges(to: self)`.
        for m in o.calledMethods {
            switch facts.helper(m, setsOnSelf: flag, notTrue) {
            case true?: return true
            case nil: if facts.isUnseenProjectMethod(m, on: type) { return true }
            default: break
            }
        }
        // A helper that receives the view: `addSubviewsForAutoLayout(a, b)`.
        for c in o.passedTo {
            guard let m = c.calleeName else { continue }
            switch facts.helper(m, setsOnOthers: flag, notTrue) {
            case true?: return true
            case nil:
                if c.receiver == nil || c.receiver?.isSelf == true,
                   facts.isUnseenProjectMethod(m, on: g.typeName) { return true }
            default: break
            }
        }
        return false
    }

    /// Inserts `view.translatesAutoresizingMaskIntoConstraints = false` on its own line before
    /// the statement of the view's first constraint, spelled as that constraint spells the view
    /// and indented like that statement. Safe: with the mask on, the view's anchor constraints
    /// conflict with the autoresizing constraints UIKit adds, so UIKit breaks one of them; the
    /// fix makes the layout the constraints describe. None when the spot is not a plain
    /// statement at the start of a line, or the view is spelled through a closure parameter.
    static func fix(_ o: TypeObjects.Object, _ ctx: LintContext) -> Fix? {
        guard let first = o.anchorSubject.min(by: { $0.firstTokenIndex < $1.firstTokenIndex }) else { return nil }
        let subject: Syntax?
        if first.calleeNameIs("constraint") || first.callee?.kind == .memberAccess,
           let anchor = first.callee?.firstChild, anchor.kind == .memberAccess {
            subject = anchor.firstChild
        } else {
            subject = first.argument(labeled: "item")?.argumentValue
        }
        guard let view = subject, view.kind == .identifier || view.kind == .memberAccess else { return nil }
        let spelled = view.text
        guard !spelled.isEmpty, !spelled.containsBytes("$"), !spelled.containsBytes("("), !spelled.containsBytes("\n") else { return nil }
        // The statement that holds the constraint.
        var statement = first
        while let p = statement.parent, ![.codeBlock, .closure, .ifConfigClause, .switchCase, .sourceFile].contains(p.kind) {
            statement = p
        }
        guard let container = statement.parent, container.kind != .sourceFile else { return nil }
        let toks = ctx.file.tokens
        let t = statement.firstTokenIndex
        guard t < toks.count, toks[t].flags.contains(.newlineBefore) else { return nil }
        let bytes = ctx.file.bytes
        let start = Int(toks[t].start)
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9 { lineStart -= 1 }
        guard lineStart == 0 || bytes[lineStart - 1] == 10 || bytes[lineStart - 1] == 13 else { return nil }
        let indent = String(decoding: bytes[lineStart..<start], as: UTF8.self)
        return Fix(.safe, "Set \(spelled).translatesAutoresizingMaskIntoConstraints to false",
                   [.insert(indent + spelled + "." + flag + " = false\n", at: lineStart)])
    }
}
