/// An `NSCache` of images filled without a cost, so no limit bounds the decoded bytes it holds.
public final class ImageCacheWithoutCostRule: Rule {
    public static let info = RuleInfo(
        id: "image_cache_without_cost", category: .memory, group: .nursery, severity: .info, framework: .uikit,
        summary: "An NSCache of images is filled without a cost and has no count limit, so nothing bounds its decoded bytes.")
    public static let visits: [NodeKind] = [.call]
    public static var triggers: RuleTriggers { .allOf("NSCache", "setObject") }
    public init() {}

    /// Words that say a `Data` cache holds images (in its name or its key).
    static let imageWords = ["image", "thumbnail", "thumb", "photo", "icon", "avatar", "artwork", "png", "jpeg", "jpg"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard node.calleeNameIs("setObject"), let callee = node.callee, callee.kind == .memberAccess,
              let receiver = callee.firstChild else { return }
        let args = node.arguments
        guard args.count == 2, args[0].name == nil, args[1].nameIs("forKey") else { return }
        guard let (cacheName, decl) = resolve(receiver, at: node, ctx), let cache = Self.cacheType(decl) else { return }
        let generics = Self.genericArguments(cache.typeText)
        guard generics.count == 2 else { return }
        let value = ExpressionTypes.typeName(generics[1]) ?? ""
        switch value {
        case "UIImage":
            break
        case "Data", "NSData":
            let key = args[1].argumentValue?.text.lowercased() ?? ""
            let lname = cacheName.lowercased()
            guard Self.imageWords.contains(where: { lname.containsBytes($0) || key.containsBytes($0) }) else { return }
        default:
            return
        }
        let limits = Self.limits(of: cacheName, in: ctx.tree.root, construction: cache.closure)
        if limits.count { return }
        // Without a cost limit, only caches of loaded content grow without bound: keyed by URL
        // or path, or filled with images decoded from data, files or the network. Caches of
        // rendered glyphs, placeholders or bubble images hold a few small bitmaps.
        if !limits.cost, !Self.holdsLoadedContent(generics[0], key: args[1], at: node) { return }
        let token = callee.nameToken ?? node.firstTokenIndex
        if limits.cost {
            ctx.report(Self.info, token: token,
                       "This NSCache has a totalCostLimit, but setObject(_:forKey:) adds this \(value == "UIImage" ? "image" : "image data") with a cost of 0, so the limit never applies; pass cost: with its size in bytes (for a decoded image, width × height × scale² × 4)")
        } else {
            ctx.report(Self.info, token: token,
                       "This NSCache of \(value == "UIImage" ? "images" : "image data") is filled without a cost and has no countLimit, so nothing bounds the memory it holds until the system purges it; pass cost: with the size in bytes (for a decoded image, width × height × scale² × 4) and set totalCostLimit")
        }
    }

    /// Calls that load image content (decode data or files, fetch from the network).
    static let loaders: Set<String> = [
        "contentsOfFile", "dataTask", "downloadTask", "CGImageSourceCreateWithData", "CGImageSourceCreateWithURL",
        "URLSession", "download",
    ]

    /// The key is a URL or a path, or the function that fills the cache loads the image.
    static func holdsLoadedContent(_ keyType: String, key: Syntax, at node: Syntax) -> Bool {
        let kt = ExpressionTypes.typeName(keyType) ?? ""
        if kt == "NSURL" || kt == "URL" { return true }
        let keyText = key.argumentValue?.text.lowercased() ?? ""
        if keyText.containsBytes("url") || keyText.containsBytes("path") { return true }
        let root = CodeFlow.functionRoot(of: node)
        for d in root.descendants {
            if d.kind == .call, let c = d.callee {
                if let n = d.calleeName, loaders.contains(n) { return true }
                if c.kind == .identifier, c.nameIs("UIImage") || c.nameIs("Data"),
                   d.arguments.contains(where: { $0.nameIs("data") || $0.nameIs("contentsOfFile") || $0.nameIs("contentsOf") }) {
                    return true
                }
            }
            if d.kind == .identifier || d.kind == .memberAccess, d.nameIs("URLSession") { return true }
        }
        return false
    }

    /// The cache's name and declaration: a local, a stored property (`cache`, `self.cache`,
    /// `Self.cache`, `TypeName.cache`) declared in this file.
    private func resolve(_ e: Syntax, at node: Syntax, _ ctx: LintContext) -> (String, Bindings.Declaration)? {
        switch e.kind {
        case .identifier:
            guard !e.isSelf, let n = e.name, let d = ctx.bindings.declaration(of: n, at: node) else { return nil }
            return (n, d)
        case .memberAccess:
            guard let base = e.firstChild, let n = e.name else { return nil }
            if base.isSelf || (base.kind == .identifier && base.nameIs("Self")) {
                guard let td = node.nearestAncestor(.typeDecl), let d = ctx.bindings.member(n, ofTypeAt: td) else { return nil }
                return (n, d)
            }
            if base.kind == .identifier, let tn = base.name, tn.first?.isUppercase == true,
               let td = ctx.tree.typeDecls(named: tn).first, let d = ctx.bindings.member(n, ofTypeAt: td) {
                return (n, d)
            }
            return nil
        default:
            return nil
        }
    }

    /// The `NSCache<K, V>` type text of a declaration, and the closure that builds it when the
    /// property is initialized by one (`= { let c = NSCache<…>(); …; return c }()`).
    static func cacheType(_ d: Bindings.Declaration) -> (typeText: String, closure: Syntax?)? {
        var closure: Syntax?
        var constructed: String?
        if let v = d.value {
            let u = CodeFlow.unwrapped(v)
            if u.kind == .call, let c = u.callee {
                if c.kind == .identifier, c.nameIs("NSCache") { constructed = c.text }
                if c.kind == .closure {
                    closure = c
                    for b in c.descendants(.binding) {
                        if let bv = b.initializer, bv.kind == .call, let bc = bv.callee, bc.kind == .identifier, bc.nameIs("NSCache") {
                            constructed = bc.text
                            break
                        }
                    }
                }
            }
        }
        let t = d.typeText.map { $0.filter { !$0.isWhitespace } } ?? constructed.map { $0.filter { !$0.isWhitespace } }
        guard let text = t, text.hasPrefix("NSCache<") else { return nil }
        return (text, closure)
    }

    /// `NSCache<NSString,UIImage>` → ["NSString", "UIImage"].
    static func genericArguments(_ text: String) -> [String] {
        guard let open = text.firstIndex(of: "<") else { return [] }
        var out: [String] = []
        var depth = 0
        var cur = ""
        for ch in text[text.index(after: open)...] {
            switch ch {
            case "<", "[", "(": depth += 1; cur.append(ch)
            case ">", "]", ")":
                if depth == 0 { out.append(cur); return out }
                depth -= 1; cur.append(ch)
            case "," where depth == 0: out.append(cur); cur = ""
            default: cur.append(ch)
            }
        }
        return []
    }

    /// Whether the file sets the cache's `countLimit` / `totalCostLimit` (on the name, or on
    /// anything inside the closure that builds it).
    static func limits(of name: String, in root: Syntax, construction: Syntax?) -> (count: Bool, cost: Bool) {
        var count = false, cost = false
        for (path, a) in CodeFlow.assignments(in: root) {
            guard let last = path.last, last == "countLimit" || last == "totalCostLimit" else { continue }
            let inConstruction = construction?.contains(a) == true
            guard inConstruction || (path.count >= 2 && path[path.count - 2] == name) else { continue }
            if let v = CodeFlow.assignedValue(a), v.kind == .literal, v.text == "0" { continue }
            if last == "countLimit" { count = true } else { cost = true }
        }
        return (count, cost)
    }
}
