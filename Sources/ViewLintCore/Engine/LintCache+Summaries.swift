/// How a file's summary (`DeclSummary`: declarations, members, cross-file facts, type
/// references) is written into and read from the cache file.
extension LintCache {
    static func encode(_ s: DeclSummary, _ w: inout ByteWriter) {
        w.u32(UInt32(s.records.count))
        for r in s.records {
            w.string(r.name)
            w.u8(Self.kindCode(r.kind))
            w.u8(r.isObjC ? 1 : 0)
            w.u32(UInt32(r.inherited.count))
            for i in r.inherited { w.string(i) }
        }
        w.u32(UInt32(s.members.count))
        for (t, names) in s.members {
            w.string(t)
            w.u32(UInt32(names.count))
            for n in names { w.string(n) }
        }
        encode(s.facts, &w)
        w.u32(UInt32(s.references.count))
        for r in s.references {
            w.string(r.type); w.u8(r.isPublic ? 1 : 0)
            w.u32(UInt32(r.names.count))
            for n in r.names { w.u64(n) }
            w.u32(UInt32(r.debugNames.count))
            for n in r.debugNames { w.u64(n) }
        }
    }

    /// The facts of a summary (`CrossFileRecords`); paths are not stored (they are the entry's).
    static func encode(_ f: CrossFileRecords, _ w: inout ByteWriter) {
        func optional(_ s: String?) { if let s { w.u8(1); w.string(s) } else { w.u8(0) } }
        w.u32(UInt32(f.constructions.count))
        for c in f.constructions {
            w.string(c.type)
            optional(c.enclosingType)
            optional(c.enclosingMember)
            let (code, name) = useCode(c.use)
            w.u8(code | (c.inPreview ? 0x80 : 0) | (c.inClosure ? 0x40 : 0))
            if let name { w.string(name) }
        }
        w.u32(UInt32(f.teardowns.count))
        for t in f.teardowns {
            w.string(t.type); w.string(t.storage); w.u8(t.action.rawValue); w.string(t.member)
        }
        w.u32(UInt32(f.properties.count))
        for p in f.properties {
            w.string(p.owner); w.string(p.name); optional(p.declaredType)
            w.u8((p.isWeak ? 4 : 0) | (p.isComputed ? 8 : 0))
        }
        w.u32(UInt32(f.selfReferences.count))
        for r in f.selfReferences { w.string(r.type); w.string(r.name); w.u8(r.isArgument ? 1 : 0) }
        w.u32(UInt32(f.initializerParameters.count))
        for p in f.initializerParameters {
            w.string(p.type); w.string(p.label); w.u8((p.isKept ? 1 : 0) | (p.isLastClosure ? 2 : 0))
        }
        w.u32(UInt32(f.setupCalls.count))
        for c in f.setupCalls { w.string(c.type); w.string(c.callee) }
        w.u32(UInt32(f.rootAssignments.count))
        for a in f.rootAssignments {
            w.string(a.type); w.string(a.member); optional(a.receiver); w.string(a.property)
            w.u8((a.inSetup ? 1 : 0) | (a.inClosure ? 2 : 0))
        }
        w.u32(UInt32(f.entryPoints.count))
        for e in f.entryPoints { w.string(e) }
        w.u32(UInt32(f.viewConstructions.count))
        for v in f.viewConstructions {
            w.string(v.type); optional(v.parent); optional(v.member)
            w.u8((v.isUnknown ? 1 : 0) | (v.isRoot ? 2 : 0) | (v.navigation.rawValue << 2))
            w.u32(UInt32(v.injections.count))
            for i in v.injections { w.string(i) }
            w.u32(UInt32(v.customModifiers.count))
            for m in v.customModifiers { w.string(m) }
        }
        w.u32(UInt32(f.viewWrappers.count))
        for m in f.viewWrappers {
            w.string(m.name); w.u8((m.injects ? 1 : 0) | (m.buildsNavigationContainer ? 2 : 0))
        }
    }

    static func decodeFacts(_ r: inout ByteReader, path: String) -> CrossFileRecords {
        var f = CrossFileRecords()
        func optional() -> String? { r.u8() == 1 ? r.string() : nil }
        func count() -> Int? {
            let c = Int(r.u32())
            guard r.ok, c <= r.remaining else { r.ok = false; return nil }
            return c
        }
        guard let nc = count() else { return f }
        for _ in 0..<nc {
            let type = r.string()
            let enclosingType = optional(), member = optional()
            let code = r.u8()
            let use = decodeUse(code & 0x3F, &r)
            guard r.ok else { return f }
            f.constructions.append(ConstructionSite(type: type, path: path, enclosingType: enclosingType, enclosingMember: member,
                                                    use: use, inPreview: code & 0x80 != 0, inClosure: code & 0x40 != 0))
        }
        guard let nt = count() else { return f }
        for _ in 0..<nt {
            let type = r.string(), storage = r.string()
            let action = StorageTeardown.Action(rawValue: r.u8()) ?? .setToNil
            let member = r.string()
            guard r.ok else { return f }
            f.teardowns.append(StorageTeardown(type: type, storage: storage, action: action, member: member, path: path))
        }
        guard let np = count() else { return f }
        for _ in 0..<np {
            let owner = r.string(), name = r.string(), declared = optional()
            let flags = r.u8()
            guard r.ok else { return f }
            f.properties.append(PropertyDeclaration(owner: owner, name: name, declaredType: declared, isWeak: flags & 4 != 0,
                                                    isComputed: flags & 8 != 0, path: path))
        }
        guard let ns = count() else { return f }
        for _ in 0..<ns {
            let type = r.string(), name = r.string()
            let arg = r.u8() == 1
            guard r.ok else { return f }
            f.selfReferences.append(SelfReference(type: type, name: name, isArgument: arg, path: path))
        }
        guard let ni = count() else { return f }
        for _ in 0..<ni {
            let type = r.string(), label = r.string()
            let flags = r.u8()
            guard r.ok else { return f }
            f.initializerParameters.append(InitializerClosureParameter(type: type, label: label, isKept: flags & 1 != 0,
                                                                       isLastClosure: flags & 2 != 0, path: path))
        }
        guard let nsc = count() else { return f }
        for _ in 0..<nsc {
            let type = r.string(), callee = r.string()
            guard r.ok else { return f }
            f.setupCalls.append(SetupCall(type: type, callee: callee, path: path))
        }
        guard let nra = count() else { return f }
        for _ in 0..<nra {
            let type = r.string(), member = r.string(), receiver = optional(), property = r.string()
            let flags = r.u8()
            guard r.ok else { return f }
            f.rootAssignments.append(RootControllerAssignment(type: type, member: member, receiver: receiver,
                                                              property: property, inSetup: flags & 1 != 0,
                                                              inClosure: flags & 2 != 0, path: path))
        }
        guard let ne = count() else { return f }
        for _ in 0..<ne { f.entryPoints.append(r.string()) }
        guard let nv = count() else { return f }
        for _ in 0..<nv {
            let type = r.string(), parent = optional(), member = optional()
            let flags = r.u8()
            guard let ni = count() else { return f }
            var injections: [String] = []
            for _ in 0..<ni { injections.append(r.string()) }
            guard let nm = count() else { return f }
            var modifiers: [String] = []
            for _ in 0..<nm { modifiers.append(r.string()) }
            guard r.ok else { return f }
            f.viewConstructions.append(ViewConstruction(
                type: type, path: path, parent: parent, member: member, isUnknown: flags & 1 != 0, isRoot: flags & 2 != 0,
                navigation: ViewConstruction.Navigation(rawValue: (flags >> 2) & 3) ?? .inherited,
                injections: injections, customModifiers: modifiers))
        }
        guard let nw = count() else { return f }
        for _ in 0..<nw {
            let name = r.string()
            let flags = r.u8()
            guard r.ok else { return f }
            f.viewWrappers.append(ViewWrappingMember(name: name, injects: flags & 1 != 0, buildsNavigationContainer: flags & 2 != 0))
        }
        return f
    }

    static func useCode(_ u: ConstructionUse) -> (UInt8, String?) {
        switch u {
        case .globalVariable(let n): return (0, n)
        case .staticProperty(let n): return (1, n)
        case .propertyInitializer(let n): return (2, n)
        case .selfAssignment(let n): return (3, n)
        case .memberAssignment(let n): return (4, n)
        case .localVariable(let n): return (5, n)
        case .argument(let n): return (6, n)
        case .returned: return (7, nil)
        case .statement: return (8, nil)
        case .receiverOfStatement: return (9, nil)
        case .other: return (10, nil)
        }
    }

    static func decodeUse(_ code: UInt8, _ r: inout ByteReader) -> ConstructionUse {
        switch code {
        case 0: return .globalVariable(r.string())
        case 1: return .staticProperty(r.string())
        case 2: return .propertyInitializer(r.string())
        case 3: return .selfAssignment(r.string())
        case 4: return .memberAssignment(r.string())
        case 5: return .localVariable(r.string())
        case 6: return .argument(r.string())
        case 7: return .returned
        case 8: return .statement
        case 9: return .receiverOfStatement
        default: return .other
        }
    }

    static func decodeSummary(_ r: inout ByteReader, path: String) -> DeclSummary {
        var s = DeclSummary()
        let nr = Int(r.u32())
        guard r.ok, nr <= r.remaining else { r.ok = false; return s }
        for _ in 0..<nr {
            let name = r.string()
            let kind = Self.kind(r.u8())
            let objc = r.u8() == 1
            let ni = Int(r.u32())
            guard r.ok, ni <= r.remaining else { r.ok = false; return s }
            var inh: [String] = []
            for _ in 0..<ni { inh.append(r.string()) }
            s.records.append(TypeIndex.TypeRecord(name: name, kind: kind, inherited: inh, path: path, isObjC: objc))
        }
        let nm = Int(r.u32())
        guard r.ok, nm <= r.remaining else { r.ok = false; return s }
        for _ in 0..<nm {
            let t = r.string()
            let k = Int(r.u32())
            guard r.ok, k <= r.remaining else { r.ok = false; return s }
            var names: [String] = []
            names.reserveCapacity(k)
            for _ in 0..<k { names.append(r.string()) }
            s.members.append((t, names))
        }
        s.facts = decodeFacts(&r, path: path)
        let nrefs = Int(r.u32())
        guard r.ok, nrefs <= r.remaining else { r.ok = false; return s }
        func names() -> [UInt64]? {
            let k = Int(r.u32())
            guard r.ok, k <= r.remaining / 8 else { r.ok = false; return nil }
            var out: [UInt64] = []
            out.reserveCapacity(k)
            for _ in 0..<k { out.append(r.u64()) }
            return out
        }
        for _ in 0..<nrefs {
            let type = r.string()
            let isPublic = r.u8() == 1
            guard let release = names(), let debug = names() else { return s }
            s.references.append(TypeReferenceRecord(type: type, names: release, debugNames: debug, isPublic: isPublic))
        }
        return s
    }

    static func kindCode(_ k: TypeIndex.DeclKind) -> UInt8 {
        switch k {
        case .class: return 0
        case .struct: return 1
        case .enum: return 2
        case .protocol: return 3
        case .actor: return 4
        case .extension: return 5
        }
    }

    static func kind(_ c: UInt8) -> TypeIndex.DeclKind {
        switch c {
        case 0: return .class
        case 1: return .struct
        case 2: return .enum
        case 3: return .protocol
        case 4: return .actor
        default: return .extension
        }
    }

    /// Default cache directory: `$XDG_CACHE_HOME/viewlint`, else `$HOME/.cache/viewlint`.
    public static func defaultDirectory(env: (String) -> String?) -> String? {
        if let x = env("XDG_CACHE_HOME"), x.hasPrefix("/") { return x + "/viewlint" }
        if let h = env("HOME"), !h.isEmpty { return h + "/.cache/viewlint" }
        return nil
    }
}
