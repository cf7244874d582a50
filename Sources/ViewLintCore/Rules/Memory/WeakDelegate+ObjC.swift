/// The Objective-C half of `WeakDelegateRule` (`WeakDelegate.swift`): run by `ObjCChecks` over
/// each `.m`/`.h` file, messages in Objective-C terms.
extension ObjCChecks {
    mutating func weakDelegate() {
        for c in file.containers where c.kind == .interface || c.kind == .category {
            for p in c.properties where !p.isBlock {
                let lower = p.name.lowercased()
                guard p.name == "delegate" || p.name == "dataSource" || p.name.hasSuffix("Delegate") || p.name.hasSuffix("DataSource")
                    || lower == "datasource" else { continue }
                if p.attributes.contains(where: { ["weak", "assign", "unsafe_unretained"].contains($0) }) { continue }
                // A readonly property whose getter this file implements has no storage of its own.
                if p.attributes.contains("readonly"), implementsGetter(p.name, of: c.name) { continue }
                // A protocol type: `id<P>` or `NSObject<P> *`.
                let r = p.type
                guard r.count >= 2 else { continue }
                var isProtocolType = false
                var k = r.lowerBound
                while k < r.upperBound {
                    if (file.tok(k, "id") || file.tok(k, "NSObject")) && file.tok(k + 1, "<") { isProtocolType = true; break }
                    k += 1
                }
                guard isProtocolType else { continue }
                let what = lower.hasSuffix("datasource") ? "data source" : "delegate"
                report(WeakDelegateRule.info, token: p.nameToken,
                       "'\(p.name)' holds its \(what) strongly and can form a retain cycle; declare it (nonatomic, weak)")
            }
        }
    }

    /// Whether an `@implementation` of `cls` in this file defines the instance method `name`.
    func implementsGetter(_ name: String, of cls: String) -> Bool {
        file.containers.contains { c in
            c.kind == .implementation && c.name == cls && c.methods.contains { $0.isInstance && $0.selector == name && $0.body != nil }
        }
    }
}

extension WeakDelegateRule: ObjectiveCChecked {
    static func checkObjCFile(_ checks: inout ObjCChecks) {
        checks.weakDelegate()
    }
}
