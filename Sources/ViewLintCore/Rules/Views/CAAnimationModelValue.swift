/// A Core Animation animation added to a layer whose end value never reaches the layer's
/// model: held with `fillMode = .forwards` + `isRemovedOnCompletion = false`, or not held at
/// all, so the layer snaps back.
public final class CAAnimationModelValueRule: Rule {
    public static let info = RuleInfo(
        id: "caanimation_model_value", category: .views, group: .nursery, severity: .warning, framework: .any,
        summary: "A CAAnimation ends at a value the layer's model never gets, so the layer snaps back or only looks changed.")
    public static let visits: [NodeKind] = [.call]
    public static var triggers: RuleTriggers { .anyOf("CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation") }
    public init() {}

    static let animationTypes: Set<String> = ["CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.calleeNameIs("add"), let callee = node.callee, callee.kind == .memberAccess else { return }
        let args = node.arguments
        guard args.count == 2, args[0].name == nil, args[1].nameIs("forKey"),
              let value = args[0].argumentValue, value.kind == .identifier, !value.isSelf, let name = value.name else { return }
        guard let decl = ctx.bindings.declaration(of: name, at: node), decl.kind == .binding,
              let construction = decl.value.map(CodeFlow.unwrapped), construction.kind == .call,
              let typeName = Self.constructedType(construction) else { return }
        let root = CodeFlow.functionRoot(of: node)
        guard root.contains(decl.node) else { return }

        // What the function sets on the animation.
        var props: [String: Syntax] = [:]
        for (path, a) in CodeFlow.assignments(in: root) where path.count == 2 && path[0] == name {
            if let v = CodeFlow.assignedValue(a) { props[path[1]] = v }
        }
        // Comes back to where it started, repeats, or is handed to a delegate that finishes it.
        if props["repeatCount"] != nil || props["repeatDuration"] != nil || props["delegate"] != nil { return }
        if let v = props["autoreverses"], !Self.isFalse(v) { return }
        if let v = props["isAdditive"], !Self.isFalse(v) { return }
        if props["byValue"] != nil || props["path"] != nil { return }
        // The key path it animates.
        var keyPathExpr = construction.argument(labeled: "keyPath")?.argumentValue
        if let k = props["keyPath"] { keyPathExpr = k }
        guard let kpe = keyPathExpr, let keyPath = Self.keyPathText(kpe), let property = keyPath.split(separator: ".").first.map(String.init)
        else { return }
        // The value it ends at.
        guard let end = Self.endValue(props) else { return }
        if Self.isRestingValue(end, keyPath: keyPath) { return }

        let held = props["fillMode"].map(Self.isForwardsFill) == true
            && props["isRemovedOnCompletion"].map(Self.isFalse) == true
        if Self.setsModel(property, in: root, animation: name, ctx) { return }
        let parts = CodeFlow.typeParts(around: node)
        if held, Self.removesAnimations(in: parts.isEmpty ? [root] : parts) { return }

        let token = callee.nameToken ?? node.firstTokenIndex
        if held {
            ctx.report(Self.info, token: token,
                       "This \(typeName) keeps '\(keyPath)' at its end value with fillMode .forwards and isRemovedOnCompletion = false, but the layer's \(property) still holds the old value, which hit-testing, later animations and any removal of the animation fall back to; set the layer's \(property) to the end value when adding the animation and drop those two settings")
        } else {
            ctx.report(Self.info, token: token,
                       "This \(typeName) animates '\(keyPath)' to a value this function never sets on the layer, so the layer snaps back to its old \(property) when the animation ends; set the layer's \(property) to the end value before adding the animation")
        }
    }

    /// `CABasicAnimation(keyPath:)`, `CAKeyframeAnimation()`, `CASpringAnimation.init(…)`.
    static func constructedType(_ call: Syntax) -> String? {
        guard let c = call.callee else { return nil }
        if c.kind == .identifier, let n = c.name, animationTypes.contains(n) { return n }
        if c.kind == .memberAccess, c.nameIs("init"), let b = c.firstChild, b.kind == .identifier,
           let n = b.name, animationTypes.contains(n) { return n }
        return nil
    }

    /// `"transform.scale"` or `#keyPath(CALayer.opacity)` → the key path; nil when not written out.
    static func keyPathText(_ e: Syntax) -> String? {
        if let s = CodeFlow.stringValue(e) { return s.isEmpty ? nil : s }
        if e.kind == .macroExpansion, e.nameIs("#keyPath"), let arg = e.arguments.first?.argumentValue,
           let path = arg.memberPath, path.count >= 2 {
            return path.dropFirst().joined(separator: ".")
        }
        return nil
    }

    /// The end value: `toValue`, or the last element of a `values` array literal that differs
    /// from its first (a keyframe animation that comes back needs no model value).
    static func endValue(_ props: [String: Syntax]) -> Syntax? {
        if let v = props["toValue"] {
            return v.kind == .literal && v.text == "nil" ? nil : v
        }
        if let v = props["values"] {
            guard v.kind == .arrayLiteral else { return nil }
            let items = Array(v.children)
            guard let first = items.first, let last = items.last, items.count >= 2,
                  first.compactText != last.compactText else { return nil }
            return last
        }
        return nil
    }

    /// An end value that is the layer's resting state (opacity 1, scale 1, no rotation or
    /// translation, the identity transform): the animation ends where the model already is.
    static func isRestingValue(_ value: Syntax, keyPath: String) -> Bool {
        // Look through `NSNumber(value: x)`, `NSValue(caTransform3D: x)`, `x as Double`, `CGFloat(x)`.
        var v = value
        var steps = 0
        while steps < 8 {
            steps += 1
            if v.kind == .call, let c = v.callee, c.kind == .identifier,
               ["NSNumber", "NSValue", "CGFloat", "Float", "Double"].contains(c.name ?? ""),
               let a = v.arguments.first?.argumentValue, v.arguments.count == 1 { v = a; continue }
            if v.kind == .sequence, v.child(.cast) != nil, let f = v.firstChild { v = f; continue }
            break
        }
        let t = v.compactText
        if keyPath == "opacity" || keyPath.hasPrefix("transform.scale") { return t == "1" || t == "1.0" }
        if keyPath.hasPrefix("transform.rotation") || keyPath.hasPrefix("transform.translation") {
            return t == "0" || t == "0.0" || t == ".zero"
        }
        if keyPath == "transform" { return t == "CATransform3DIdentity" }
        return false
    }

    static func isFalse(_ v: Syntax) -> Bool { v.kind == .literal && v.text == "false" }

    static func isForwardsFill(_ v: Syntax) -> Bool {
        let t = v.compactText
        return t.hasSuffix("forwards") || t.hasSuffix("both") || t.hasSuffix("Forwards") || t.hasSuffix("Both")
    }

    /// Names whose assignment sets the model value behind a key path's first component,
    /// including the view property that drives it.
    static func modelNames(_ property: String) -> Set<String> {
        switch property {
        case "opacity": return ["opacity", "alpha"]
        case "position": return ["position", "center", "frame"]
        case "bounds": return ["bounds", "frame"]
        case "transform": return ["transform"]
        default: return [property]
        }
    }

    /// The function (closures included), or a method of the same type it calls, sets the
    /// model: an assignment to the property on anything but the animation, `setValue(_:forKey(Path):)`
    /// with the key, `setAffineTransform`, or a constraint change for a position or size.
    static func setsModel(_ property: String, in root: Syntax, animation: String, _ ctx: LintContext) -> Bool {
        let names = modelNames(property)
        let geometry = property == "position" || property == "bounds"
        func sets(_ body: Syntax) -> Bool {
            for d in body.descendants {
                if d.kind == .assignment, let lhs = d.firstChild {
                    if lhs.kind == .memberAccess, let n = lhs.name, names.contains(n) {
                        if let p = lhs.memberPath, p.count == 2, p[0] == animation { continue }
                        return true
                    }
                    if lhs.kind == .identifier, let n = lhs.name, names.contains(n) { return true }
                    if geometry, lhs.kind == .memberAccess, lhs.nameIs("constant") || lhs.nameIs("isActive") { return true }
                }
                if d.kind == .call, let n = d.calleeName {
                    if n == "setValue", let k = d.arguments.first(where: { $0.nameIs("forKeyPath") || $0.nameIs("forKey") })?.argumentValue,
                       let s = CodeFlow.stringValue(k), s.split(separator: ".").first.map(String.init) == property { return true }
                    if n == "setAffineTransform", property == "transform" { return true }
                    if geometry, n == "activate" || n == "deactivate" || n == "layoutIfNeeded" { return true }
                }
            }
            return false
        }
        if sets(root) { return true }
        // One level of the type's own helpers called from the function.
        let parts = CodeFlow.typeParts(around: root)
        guard !parts.isEmpty else { return false }
        var seen: Set<String> = []
        for d in root.descendants(.call) {
            guard let c = d.callee, let n = d.calleeName, !seen.contains(n) else { continue }
            let onSelf = c.kind == .identifier || (c.kind == .memberAccess && c.firstChild?.isSelf == true)
            guard onSelf else { continue }
            seen.insert(n)
            for m in CodeFlow.methods(named: n, in: parts) where m != root {
                if let b = m.body, sets(b) { return true }
            }
        }
        return false
    }

    /// `removeAnimation(forKey:)` or `removeAllAnimations()` somewhere in the type.
    static func removesAnimations(in parts: [Syntax]) -> Bool {
        for p in parts {
            for d in p.descendants(.call) {
                if d.calleeNameIs("removeAnimation") || d.calleeNameIs("removeAllAnimations") { return true }
            }
        }
        return false
    }
}
