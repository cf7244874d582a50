/// A full image decoded from data or a file and shown in a cell without downsampling.
public final class ImageNotDownsampledRule: Rule {
    public static let info = RuleInfo(
        id: "image_not_downsampled", category: .collections, group: .nursery, severity: .warning, framework: .uikit,
        summary: "A cell shows an image decoded at full size from data or a file, without downsampling it to the view's size.")
    public static let visits: [NodeKind] = [.assignment]
    public static var triggers: RuleTriggers { .allOf("UIImage", "image") }
    public init() {}

    /// Calls that produce an image at a bounded size.
    static let downsamplers: Set<String> = [
        "preparingThumbnail", "byPreparingThumbnail", "prepareThumbnail", "CGImageSourceCreateThumbnailAtIndex",
    ]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let lhs = node.firstChild, lhs.kind == .memberAccess, lhs.nameIs("image"), lhs.firstChild != nil,
              let rhs = CodeFlow.assignedValue(node) else { return }
        let root = CodeFlow.functionRoot(of: node)
        guard let decode = Self.fullDecode(rhs, at: node, root: root, ctx) else { return }
        guard let path = Self.cellPath(of: node, ctx) else { return }
        // Downsampled somewhere in the same function.
        for d in root.descendants(.call) {
            if let n = d.calleeName, Self.downsamplers.contains(n) { return }
        }
        let source = decode.argument(labeled: "contentsOfFile") != nil ? "a file" : "data"
        ctx.report(Self.info, token: decode.firstTokenIndex,
                   "\(path) shows an image decoded at full size from \(source), so every configuration while scrolling decodes and keeps the whole bitmap; downsample it to the image view's size (preparingThumbnail(of:), or ImageIO's CGImageSourceCreateThumbnailAtIndex) before assigning it")
    }

    /// `UIImage(data:)`, `UIImage(data:scale:)`, `UIImage(contentsOfFile:)` (also with `??` or
    /// `!`), directly or through a local bound to one earlier in the same function.
    static func fullDecode(_ value: Syntax, at node: Syntax, root: Syntax, _ ctx: LintContext) -> Syntax? {
        var v = CodeFlow.unwrapped(value)
        if v.kind == .sequence, let first = v.firstChild, let op = first.nextSibling, op.kind == .binaryOperator,
           op.text == "??" { v = CodeFlow.unwrapped(first) }
        if let call = decodeCall(v) { return call }
        guard v.kind == .identifier, !v.isSelf, let n = v.name,
              let d = ctx.bindings.declaration(of: n, at: node), root.contains(d.node),
              d.kind == .binding || d.kind == .optionalBinding, let dv = d.value else { return nil }
        var bound = CodeFlow.unwrapped(dv)
        if bound.kind == .sequence, let first = bound.firstChild, let op = first.nextSibling, op.kind == .binaryOperator,
           op.text == "??" { bound = CodeFlow.unwrapped(first) }
        return decodeCall(bound)
    }

    static func decodeCall(_ e: Syntax) -> Syntax? {
        guard e.kind == .call, let c = e.callee else { return nil }
        let isImage = (c.kind == .identifier && c.nameIs("UIImage"))
            || (c.kind == .memberAccess && c.nameIs("init") && c.firstChild?.kind == .identifier && c.firstChild?.nameIs("UIImage") == true)
        guard isImage else { return nil }
        let labels = e.arguments.map { $0.name ?? "_" }
        if labels == ["data"] || labels == ["data", "scale"] || labels == ["contentsOfFile"] { return e }
        return nil
    }

    /// The cell configuration path around `node`: `cellForRowAt`/`cellForItemAt`, a cell
    /// registration or diffable cell provider closure, or a `configure…` method of a cell.
    static func cellPath(of node: Syntax, _ ctx: LintContext) -> String? {
        for a in node.ancestors {
            switch a.kind {
            case .closure:
                guard let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
                      let callee = call.callee else { continue }
                let t = callee.text
                if t.containsBytes("CellRegistration") { return "This cell registration handler" }
                if t.containsBytes("DiffableDataSource") { return "This cell provider" }
            case .funcDecl:
                let sig = a.functionSignature
                if sig == "tableView(_:cellForRowAt:)" || sig == "collectionView(_:cellForItemAt:)" { return "\(sig)" }
                if let n = a.name, n.hasPrefix("configure"), let t = a.owningType, let tn = t.typeName {
                    let role = ctx.index.role(of: tn)
                    if role.isCell || role == .reusableView { return "This cell's \(a.functionSignature)" }
                }
                return nil
            default:
                break
            }
        }
        return nil
    }
}
