/// The Objective-C half of `MissingSuperCallRule` (`MissingSuperCall.swift`): run by `ObjCChecks` over
/// each `.m`/`.h` file, messages in Objective-C terms.
extension ObjCChecks {
    static let lifecycle: [String: String] = [
        "viewDidLoad": "viewDidLoad()", "viewWillAppear:": "viewWillAppear(_:)", "viewIsAppearing:": "viewIsAppearing(_:)",
        "viewDidAppear:": "viewDidAppear(_:)", "viewWillDisappear:": "viewWillDisappear(_:)",
        "viewDidDisappear:": "viewDidDisappear(_:)", "viewWillLayoutSubviews": "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews": "viewDidLayoutSubviews()", "didReceiveMemoryWarning": "didReceiveMemoryWarning()",
        "willMoveToParentViewController:": "willMove(toParent:)", "didMoveToParentViewController:": "didMove(toParent:)",
        "viewWillTransitionToSize:withTransitionCoordinator:": "viewWillTransition(to:with:)",
        "setEditing:animated:": "setEditing(_:animated:)", "traitCollectionDidChange:": "traitCollectionDidChange(_:)",
        "viewSafeAreaInsetsDidChange": "viewSafeAreaInsetsDidChange()", "viewLayoutMarginsDidChange": "viewLayoutMarginsDidChange()",
        "prepareForReuse": "prepareForReuse()", "awakeFromNib": "awakeFromNib()", "layoutSubviews": "layoutSubviews()",
        "updateConstraints": "updateConstraints()", "encodeRestorableStateWithCoder:": "encodeRestorableState(with:)",
        "decodeRestorableStateWithCoder:": "decodeRestorableState(with:)",
    ]

    mutating func missingSuper(_ cls: String, _ role: TypeIndex.Role, _ methods: [ObjCFile.Method]) {
        let info = MissingSuperCallRule.info
        for m in methods where m.isInstance {
            guard let body = m.body else { continue }
            let superSends = file.sends(in: body).filter { receiver($0) == "super" }
            let own = ObjCNames.call(m)
            if let sig = Self.lifecycle[m.selector], let entry = MissingSuperCallRule.methods[sig] {
                let applies: Bool
                switch entry.owner {
                case .controller: applies = role == .viewController
                case .view: applies = role.isView
                case .cell: applies = role.isCell || role == .reusableView
                case .controllerOrView: applies = role == .viewController || role.isView
                }
                guard applies else { continue }
                let same = superSends.contains { $0.selector == m.selector }
                let others = superSends.filter { $0.selector != m.selector && Self.lifecycle[$0.selector] != nil }
                if same {
                    for o in others {
                        report(info, token: o.receiver.lowerBound,
                               "\(m.selector) also calls [super \(o.selector)] — the super method of a different lifecycle callback; remove it")
                    }
                } else if let o = others.first {
                    report(info, token: m.startToken, "\(m.selector) calls [super \(o.selector)] instead of its own super method; call [super \(own)]")
                } else {
                    // UIViewController's own layout callbacks are empty: a direct subclass loses nothing.
                    if MissingSuperCallRule.emptyInUIViewController.contains(sig), index.superclassChain(of: cls).first == "UIViewController" { continue }
                    report(info, token: m.startToken, "\(m.selector) overrides a UIKit lifecycle method without calling super; call [super \(own)]")
                }
                continue
            }
            // A method a superclass marks NS_REQUIRES_SUPER.
            guard let origin = index.requiredSuper(above: cls, { $0 == m.selector }) else { continue }
            if superSends.contains(where: { $0.selector == m.selector }) { continue }
            report(info, token: m.startToken,
                   "\(m.selector) overrides -[\(origin.type) \(origin.selector)], which is marked NS_REQUIRES_SUPER, without calling super; call [super \(own)]")
        }
    }
}

extension MissingSuperCallRule: ObjectiveCChecked {
    static func checkObjC(_ checks: inout ObjCChecks, _ cls: ObjCChecks.ImplementedClass) {
        guard !cls.isAppKit else { return }
        checks.missingSuper(cls.name, cls.role, cls.methods)
    }
}
