/// A push, presentation or show started while another transition of the same controller is
/// still running: from `viewWillAppear`/`viewWillDisappear`, or right after an animated
/// present, dismiss or pop in the same function.
public final class TransitionWithoutGuardRule: Rule {
    public static let info = RuleInfo(
        id: "transition_without_guard", category: .navigation, group: .pedantic, severity: .warning, framework: .uikit,
        summary: "A transition starts while the controller's previous transition is still running.")
    public static let visits: [NodeKind] = [.funcDecl]
    public static var triggers: RuleTriggers { .anyOf("present", "pushViewController", "show") }
    public init() {}

    /// Names that show the code waits for, or checks, the running transition.
    static let guardNames: Set<String> = [
        "transitionCoordinator", "presentedViewController", "isBeingPresented", "isBeingDismissed",
        "isMovingToParent", "isMovingFromParent",
    ]
    /// Receivers that stand for this controller or the container running its transition.
    static let ownReceivers: Set<String> = ["", "self", "navigationController", "tabBarController", "splitViewController", "parent"]

    struct Transition {
        enum Kind: String { case present, dismiss, push, pop, show }
        var kind: Kind
        var call: Syntax
        /// `animated:` is the literal `false`.
        var unanimated: Bool
        /// `animated:` is the literal `true` (or the call always animates).
        var animated: Bool
        var hasCompletion: Bool
        var receiver: String
    }

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let body = node.body else { return }
        let calls = CodeFlow.directNodes(of: body).filter { $0.kind == .call }
        let transitions = calls.compactMap(Self.transition)
        guard !transitions.isEmpty else { return }
        if Self.mentionsGuard(body) { return }
        let sig = node.functionSignature
        if sig == "viewWillAppear(_:)" || sig == "viewWillDisappear(_:)", ctx.isViewController(node.owningType) {
            for t in transitions where t.kind != .dismiss && t.kind != .pop && !t.unanimated && Self.ownReceivers.contains(t.receiver) {
                ctx.report(Self.info, token: t.call.callee?.nameToken ?? t.call.firstTokenIndex,
                           "\(sig) starts \(Self.noun(t.kind)) while this controller's own \(sig.hasPrefix("viewWillAppear") ? "appearance" : "disappearance") transition is still running, so UIKit refuses or defers it (a view not in the window hierarchy, unbalanced appearance calls); start it in \(sig.hasPrefix("viewWillAppear") ? "viewDidAppear(_:)" : "viewDidDisappear(_:) or before the transition"), or in the completion of transitionCoordinator?.animate(alongsideTransition:completion:)")
                return
            }
        }
        let parameters = Set(node.child(.parameterClause)?.children(.parameter).compactMap { $0.name } ?? [])
        for (i, first) in transitions.enumerated() {
            guard first.animated, !first.hasCompletion, first.kind != .show else { continue }
            for second in transitions[(i + 1)...] {
                guard !second.unanimated, Self.conflicts(first, second, parameters) else { continue }
                guard CodeFlow.canRunInSequence(first.call, second.call), !CodeFlow.awaitsBetween(first.call, second.call) else { continue }
                let what = String(Self.noun(second.kind).drop { $0 != " " }.dropFirst())
                let fix = first.kind == .pop
                    ? "replace the stack in one step with setViewControllers(_:animated:)"
                    : "start it in the completion handler of the \(first.kind.rawValue)"
                ctx.report(Self.info, token: second.call.callee?.nameToken ?? second.call.firstTokenIndex,
                           "This \(what) starts while the animated \(first.kind.rawValue) just before it is still running, so UIKit drops it or leaves the navigation in a broken state ('while a presentation is in progress', 'nested push animation'); \(fix)")
                return
            }
        }
    }

    static func noun(_ k: Transition.Kind) -> String {
        switch k {
        case .present: return "a presentation"
        case .push: return "a push"
        case .show: return "a show(_:sender:)"
        case .dismiss: return "a dismissal"
        case .pop: return "a pop"
        }
    }

    /// Pairs that fight: present/show after a present or dismiss of the same presentation
    /// chain; a push or show after a pop of the same navigation controller. (A push after a
    /// push is `sequential_push`'s.) A controller dismissed through a parameter is the one
    /// a delegate callback hands over (`picker.dismiss` in `imagePickerController(_:didFinish…)`),
    /// presented by the controller that presents next.
    static func conflicts(_ a: Transition, _ b: Transition, _ parameters: Set<String>) -> Bool {
        switch (a.kind, b.kind) {
        case (.present, .present), (.present, .show), (.dismiss, .present), (.dismiss, .show):
            return b.receiver == a.receiver || ownReceivers.contains(b.receiver)
                || (a.kind == .dismiss && parameters.contains(a.receiver))
        case (.pop, .push), (.pop, .show):
            return b.receiver == a.receiver
        default:
            return false
        }
    }

    static func transition(_ call: Syntax) -> Transition? {
        guard let name = call.calleeName, let callee = call.callee else { return nil }
        let labels = call.arguments.map { $0.name }
        let kind: Transition.Kind
        switch name {
        case "present":
            guard labels.count >= 2, labels[0] == nil, labels[1] == "animated" else { return nil }
            kind = .present
        case "dismiss":
            guard labels.first == "animated" else { return nil }
            kind = .dismiss
        case "pushViewController":
            guard labels.count == 2, labels[1] == "animated" else { return nil }
            kind = .push
        case "popViewController", "popToRootViewController", "popToViewController":
            guard labels.last == "animated" else { return nil }
            kind = .pop
        case "show":
            guard labels == [nil, "sender"] else { return nil }
            kind = .show
        default:
            return nil
        }
        let animatedArg = call.argument(labeled: "animated")?.argumentValue?.text
        let completion = call.argument(labeled: "completion")?.argumentValue
        let trailing = call.arguments.contains { $0.flags.contains(.trailing) }
        let hasCompletion = trailing || (completion.map { !($0.kind == .literal && $0.text == "nil") } ?? false)
        var receiver = ""
        if callee.kind == .memberAccess, let base = callee.firstChild {
            receiver = base.pathKey
        }
        if kind == .push || kind == .pop, receiver == "" { receiver = "self" }
        return Transition(kind: kind, call: call, unanimated: animatedArg == "false",
                          animated: kind == .show || animatedArg == "true", hasCompletion: hasCompletion, receiver: receiver)
    }

    /// The function waits for the transition coordinator, or tests the transition state in a
    /// condition (`if presentedViewController == nil`, `guard !isBeingDismissed`).
    static func mentionsGuard(_ body: Syntax) -> Bool {
        for d in body.descendants where d.kind == .identifier || d.kind == .memberAccess {
            guard let n = d.name, guardNames.contains(n) else { continue }
            if n == "transitionCoordinator" { return true }
            for a in d.ancestors {
                if a == body || a.kind == .call || a.kind == .closure { break }
                if a.kind == .conditionList { return true }
                if a.kind == .sequence, a.children.contains(where: { $0.kind == .binaryOperator && ["==", "!=", "&&", "||"].contains($0.text) }) {
                    return true
                }
            }
        }
        return false
    }
}
