/// The Objective-C half of `LoadViewCallsSuperRule` (`LoadViewCallsSuper.swift`): run by `ObjCChecks` over
/// each `.m`/`.h` file, messages in Objective-C terms.
extension ObjCChecks {
    mutating func loadViewCallsSuper(_ cls: String, _ methods: [ObjCFile.Method]) {
        for m in methods where m.isInstance && m.selector == "loadView" {
            guard let body = m.body else { continue }
            let sends = file.sends(in: body)
            let calls = sends.filter { receiver($0) == "super" && $0.selector == "loadView" }
            // `self.view = …` or `[self setView:…]`: the override builds its own root view.
            var assignments = sends.filter { receiver($0) == "self" && $0.selector == "setView:" }.map { $0.open }
            var k = body.lowerBound
            while k + 3 < body.upperBound {
                if file.tok(k, "self"), file.tok(k + 1, "."), file.tok(k + 2, "view"), file.tok(k + 3, "=") { assignments.append(k) }
                k += 1
            }
            // Keeping super's view and adding to it is what super is for.
            guard !calls.isEmpty, !assignments.isEmpty, LoadViewCallsSuperRule.superIsPlainUIViewController(cls, index) else { continue }
            for c in calls {
                if assignments.allSatisfy({ $0 < c.open }) {
                    report(LoadViewCallsSuperRule.info, token: c.receiver.lowerBound,
                           "[super loadView] runs after this override assigns self.view and replaces it with UIKit's default root view; remove the call")
                } else {
                    report(LoadViewCallsSuperRule.info, token: c.receiver.lowerBound,
                           "[super loadView] builds UIKit's default root view (or loads the nib) that this override then replaces by assigning self.view; remove the call")
                }
            }
        }
    }
}

extension LoadViewCallsSuperRule: ObjectiveCChecked {
    static func checkObjC(_ checks: inout ObjCChecks, _ cls: ObjCChecks.ImplementedClass) {
        guard cls.role == .viewController else { return }
        checks.loadViewCallsSuper(cls.name, cls.methods)
    }
}
