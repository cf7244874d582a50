/// Manual keyboard tracking through the will-show/will-hide/will-change-frame notifications.
public final class KeyboardNotificationsRule: Rule {
    public static let info = RuleInfo(
        id: "keyboard_notifications", category: .views, group: .modernization, severity: .info, framework: .uikit,
        summary: "Keyboard notifications are observed by hand; use UIKeyboardLayoutGuide.")
    public static let triggers: RuleTriggers = .anyOf("*Notification")
    public static let visits: [NodeKind] = [.memberAccess]
    public init() {}

    static let names: Set<String> = ["keyboardWillShowNotification", "keyboardWillHideNotification",
                                     "keyboardWillChangeFrameNotification"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let t = node.nameToken, ctx.file.tokens[t].length >= 28, let name = node.name,
              Self.names.contains(name) else { return }
        if let b = node.firstChild, !(b.kind == .identifier && (b.nameIs("UIResponder") || b.nameIs("UIWindow"))) {
            if !(b.kind == .memberAccess && b.nameIs("UIResponder")) { return }
        }
        guard ctx.targetSupports(Version(15)), !node.isInLegacyAvailabilityBranch(below: Version(15)) else { return }
        guard isObserved(node) else { return }
        // SwiftUI views have no keyboard layout guide; SwiftUI avoids the keyboard itself.
        if let td = node.nearestAncestor(.typeDecl), let tn = td.typeName {
            if td.declKeyword == .struct || td.declKeyword == .enum { return }
            if ctx.index.types[tn]?.contains(where: { $0.kind == .struct || $0.kind == .enum }) == true { return }
            if ctx.index.conforms(tn, to: "View") { return }
            // A protocol extension not tied to UIKit classes (often adopted by SwiftUI views).
            if td.declKeyword == .extension, ctx.index.isProtocol(tn) {
                let w = td.child(.whereClause)?.text ?? ""
                if !(w.containsBytes("UIView") || w.containsBytes("Controller")) && !ctx.index.isClassBound(protocol: tn) { return }
            }
        }
        ctx.report(Self.info, token: t,
                   "\(name) is observed to move content with the keyboard by hand; pin the content to view.keyboardLayoutGuide.topAnchor instead")
    }

    /// The name is an argument of an observing call, or an element of a local array / value
    /// that feeds one in the same function.
    private func isObserved(_ node: Syntax) -> Bool {
        guard let p = node.parent else { return false }
        if p.kind == .argument, let call = p.parent, call.kind == .call {
            return Self.isObservingCall(call, argument: p)
        }
        // `let names = [A, B]` / `let name = A` feeding an observing call in the same scope.
        var cur = p
        if cur.kind == .arrayLiteral, let pp = cur.parent { cur = pp }
        let scope: Syntax
        if cur.kind == .forStmt {
            scope = cur // `for name in [A, B] { addObserver(…, name: name, …) }`
        } else {
            guard cur.kind == .binding, let s = cur.nearestFunctionOrClosure else { return false }
            scope = s
        }
        for d in scope.descendants(.call) where d.index > cur.index {
            for a in d.arguments where Self.isObservingCall(d, argument: a) {
                if let v = a.argumentValue, v.kind == .identifier { return true }
            }
        }
        return false
    }

    static func isObservingCall(_ call: Syntax, argument a: Syntax) -> Bool {
        if call.calleeNameIs("addObserver") { return a.nameIs("name") || a.nameIs("forName") }
        if call.calleeNameIs("publisher") { return a.nameIs("for") }
        if call.calleeNameIs("notifications") { return a.nameIs("named") }
        if call.calleeNameIs("notification") { return a.name == nil } // RxSwift `rx.notification(_:)`
        if call.calleeNameIs("Publisher") { return a.nameIs("name") } // `NotificationCenter.Publisher(center:name:)`
        return false
    }
}
