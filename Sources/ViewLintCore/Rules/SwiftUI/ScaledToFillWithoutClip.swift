/// A fill-scaled image given a frame but never clipped after it.
public final class ScaledToFillWithoutClipRule: Rule {
    public static let info = RuleInfo(
        id: "scaled_to_fill_without_clip", category: .swiftui, group: .pedantic, severity: .warning, framework: .swiftui,
        summary: "A fill-scaled Image with a frame but no clip after it draws outside its frame.")
    public static let matchedCalls: [String]? = ["aspectRatio", "scaledToFill"]
    public static let visits: [NodeKind] = [.call]
    public init() {}

    static let clips: Set<String> = ["clipped", "clipShape", "cornerRadius", "mask"]

    public func visit(_ node: Syntax, _ ctx: LintContext) {
        guard let name = SwiftUITree.modifierName(node), SwiftUITree.isAppliedModifier(node) else { return }
        if name == "aspectRatio" {
            guard let mode = node.argument(labeled: "contentMode")?.argumentValue, mode.compactText.hasSuffix(".fill") else { return }
        } else if name != "scaledToFill" {
            return
        }
        guard isImageChain(node) else { return }
        // Template or tinted images are glyphs (icons), not photos that overflow.
        var chain = SwiftUITree.innerModifiers(of: node)
        var cur = node
        while let n = SwiftUITree.nextModifier(after: cur), chain.count < 2 * SwiftUITree.chainWalkLimit { chain.append(n); cur = n }
        for m in chain {
            guard let n = SwiftUITree.modifierName(m) else { continue }
            if n == "foregroundColor" || n == "foregroundStyle" || n == "symbolRenderingMode" { return }
            if n == "renderingMode", m.arguments.first?.argumentValue?.compactText.hasSuffix("template") == true { return }
        }
        guard var state = scan(from: node) else { return }
        if !state.sawFrame, !state.clipped, let host = asyncImageHost(of: state.top) {
            guard let s2 = scan(from: host) else { return }
            state = s2
        }
        guard state.sawFrame, !state.clipped, !clippedByContainer(state.top), let tok = node.callee?.nameToken else { return }
        // A full-bleed background: the frame is the whole size of an enclosing GeometryReader
        // that sits behind everything (first child of a ZStack, a `.background`, or ignoring
        // the safe area). The overflow goes off-screen, with no neighbours to paint over,
        // and `.clipped()` would remove the bleed under the bars.
        if let frame = state.frame, let reader = Self.fullSizeReader(of: frame), Self.isBackdrop(reader) { return }
        ctx.report(Self.info, token: tok,
                   ".\(name) lets the image overflow its frame (layout reports the frame, the pixels paint over the neighbours); add .clipped() or .clipShape(…) after the .frame")
    }

    struct ScanState { var sawFrame = false; var clipped = false; var top: Syntax; var frame: Syntax? = nil }

    /// Walks outwards: a frame, then whether a clip follows it.
    func scan(from start: Syntax) -> ScanState? {
        var st = ScanState(top: start)
        var cur = start
        var steps = 0
        while let next = SwiftUITree.nextModifier(after: cur) {
            steps += 1
            if steps > SwiftUITree.chainWalkLimit { return nil }
            cur = next
            guard let n = SwiftUITree.modifierName(next) else { break }
            if n == "frame" { st.sawFrame = true; if st.frame == nil { st.frame = next } }
            else if st.sawFrame, Self.clips.contains(n) { st.clipped = true }
        }
        st.top = cur
        return st
    }

    /// The `GeometryReader` call whose proxy's full size the frame takes:
    /// `.frame(width: proxy.size.width, height: proxy.size.height)` inside `GeometryReader { proxy in … }`.
    static func fullSizeReader(of frame: Syntax) -> Syntax? {
        guard let w = frame.argument(labeled: "width")?.argumentValue?.memberPath,
              let h = frame.argument(labeled: "height")?.argumentValue?.memberPath,
              w.count == 3, h.count == 3, w[0] == h[0], w[1] == "size", h[1] == "size", w[2] == "width", h[2] == "height" else { return nil }
        for (n, a) in frame.ancestors.enumerated() {
            if n > SwiftUITree.ancestorWalkLimit || a.kind == .funcDecl || a.kind == .typeDecl { return nil }
            guard a.kind == .closure, let arg = a.parent, arg.kind == .argument, let call = arg.parent,
                  SwiftUITree.constructorName(call) == "GeometryReader" else { continue }
            return ForEachData.parameterNames(of: a).first == w[0] ? call : nil
        }
        return nil
    }

    /// The reader is drawn behind the rest: its chain ignores the safe area, it is the first
    /// view of a `ZStack`, or it is the content of a `.background`.
    static func isBackdrop(_ reader: Syntax) -> Bool {
        var cur = reader
        var steps = 0
        while let m = SwiftUITree.nextModifier(after: cur), steps < SwiftUITree.chainWalkLimit {
            steps += 1
            if SwiftUITree.modifierNameIs(m, "ignoresSafeArea") || SwiftUITree.modifierNameIs(m, "edgesIgnoringSafeArea") { return true }
            cur = m
        }
        let top = cur
        guard let p = top.parent else { return false }
        if p.kind == .closure, let arg = p.parent, arg.kind == .argument, let call = arg.parent {
            if SwiftUITree.constructorName(call) == "ZStack", SwiftUITree.statements(p).first == top { return true }
            if SwiftUITree.modifierNameIs(call, "background") { return true }
        }
        if p.kind == .argument, let call = p.parent, SwiftUITree.modifierNameIs(call, "background") { return true }
        return false
    }

    /// A view around the image chain (`Group { … }.clipped()`, `GeometryReader { … }.clipShape(…)`)
    /// clips everything inside it.
    func clippedByContainer(_ top: Syntax) -> Bool {
        for (n, anc) in top.ancestors.enumerated() {
            if n > SwiftUITree.ancestorWalkLimit { return true } // give up quietly
            switch anc.kind {
            case .funcDecl, .typeDecl, .varDecl:
                return false
            case .call:
                if let n = SwiftUITree.modifierName(anc), Self.clips.contains(n), let c = anc.callee, c.contains(top) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// The chain below has `.resizable()` or starts at `Image(…)`.
    func isImageChain(_ call: Syntax) -> Bool {
        for m in SwiftUITree.innerModifiers(of: call) where SwiftUITree.modifierNameIs(m, "resizable") { return true }
        if let root = SwiftUITree.chainRoot(of: call), let n = SwiftUITree.constructorName(root), n == "Image" { return true }
        return false
    }

    /// `AsyncImage(url:) { image in image.resizable().scaledToFill() } …`: the AsyncImage call.
    func asyncImageHost(of top: Syntax) -> Syntax? {
        var cur = top
        if let p = cur.parent, p.kind == .returnStmt { cur = p }
        guard let closure = cur.parent, closure.kind == .closure, let arg = closure.parent, arg.kind == .argument,
              let call = arg.parent, let n = SwiftUITree.constructorName(call), n == "AsyncImage" else { return nil }
        return call
    }
}
