/// What kind of code a file is, computed once per file: rules declare where they apply
/// (`RuleInfo.applies(in:)`), so no rule guesses from a path or an import on its own.
public struct FileScope: Sendable, Equatable {
    /// Test code: XCTest/Swift Testing/Quick cases, UI tests, test helpers and mocks.
    public var isTest = false
    /// AppKit code: the file imports AppKit or Cocoa and not UIKit (a macOS target).
    public var isAppKit = false
    /// Widget code: the file imports WidgetKit for its own views (it never names
    /// `WidgetCenter`, which app code imports WidgetKit for, to reload timelines). Widgets
    /// render timeline snapshots: no scrolling, no implicit animation, no view state.
    public var isWidget = false

    public init(isTest: Bool = false, isAppKit: Bool = false, isWidget: Bool = false) {
        self.isTest = isTest
        self.isAppKit = isAppKit
        self.isWidget = isWidget
    }

    /// The module an `import` names, by its token's bytes (every file's imports are read: no
    /// text is made for them).
    private enum ImportedModule { case test, appKit, uiKit, widgetKit, other }

    private static func module(_ file: SourceFile, _ i: Int) -> ImportedModule {
        if file.tokenEquals(i, "UIKit") { return .uiKit }
        if file.tokenEquals(i, "AppKit") || file.tokenEquals(i, "Cocoa") { return .appKit }
        if file.tokenEquals(i, "WidgetKit") { return .widgetKit }
        if file.tokenEquals(i, "XCTest") || file.tokenEquals(i, "Testing") || file.tokenEquals(i, "Quick")
            || file.tokenEquals(i, "Nimble") || file.tokenEquals(i, "SnapshotTesting") || file.tokenEquals(i, "ViewInspector") {
            return .test
        }
        return .other
    }

    /// The scope of `file`; `testGlobs` are the config's `test_paths`.
    public static func of(_ file: SourceFile, testGlobs: [Glob] = []) -> FileScope {
        var s = FileScope()
        s.isTest = isTestPath(file.path) || (!testGlobs.isEmpty && testGlobs.contains { $0.matches(PathUtil.normalize(file.path)) })
        var importsAppKit = false, importsUIKit = false, importsWidgetKit = false, namesWidgetCenter = false
        let toks = file.tokens
        // `import X`, `@testable import X`, `import class UIKit.UIView`: the module after the
        // `import` token at `i`, and the token after the words read.
        func imported(at i: Int) -> Int {
            var j = i + 1
            if j < toks.count, toks[j].kind == .keyword {
                switch toks[j].keyword {
                case .class, .struct, .enum, .protocol, .typealias, .func, .let, .var: j += 1
                default: break
                }
            }
            while j < toks.count, toks[j].kind == .identifier, toks[j].keyword != .none, !(toks[j].flags.contains(.newlineBefore)) {
                j += 1   // `public import`, `@preconcurrency` modifiers lexed as contextual words
            }
            if j < toks.count, toks[j].kind == .identifier {
                switch module(file, j) {
                case .test: s.isTest = true
                case .appKit: importsAppKit = true
                case .uiKit: importsUIKit = true
                case .widgetKit: importsWidgetKit = true
                case .other: break
                }
            }
            return j
        }
        // The lexing pass listed the `import` tokens: only those are read, unless one imports
        // WidgetKit (then every token after it is looked at for `WidgetCenter`, below).
        if let imports = file.triggerWords?.importTokens {
            for i in imports where Int(i) < toks.count { _ = imported(at: Int(i)) }
            if !importsWidgetKit {
                s.isAppKit = importsAppKit && !importsUIKit
                return s
            }
            importsAppKit = false; importsUIKit = false; importsWidgetKit = false
        }
        var i = 0
        while i < toks.count {
            if !importsWidgetKit {
                // Every file is scanned: skip to the next `import` in a tight loop, one byte
                // compared per token (only a keyword token carries `.import`: the lexer gives
                // reserved words to keyword tokens, and a backticked name has no keyword).
                toks.withUnsafeBufferPointer { tb in
                    while i < tb.count, tb[i].keyword != .import { i += 1 }
                }
                if i >= toks.count { break }
            }
            if toks[i].kind == .keyword, toks[i].keyword == .import {
                i = imported(at: i)
            } else if importsWidgetKit, toks[i].kind == .identifier, file.tokenEquals(i, "WidgetCenter") {
                namesWidgetCenter = true
            }
            i += 1
        }
        s.isAppKit = importsAppKit && !importsUIKit
        s.isWidget = importsWidgetKit && !namesWidgetCenter
        return s
    }

    /// A path component `Tests`, `UITests` or `…Tests`/`…UITests`/`…Specs`, or a file named
    /// `…Tests.swift`, `…Test.swift`, `…Spec.swift`, `…Specs.swift`. Read from the path's
    /// bytes, with nothing allocated: it runs for every file, in both phases of a run.
    public static func isTestPath(_ path: String) -> Bool {
        var p = path
        return p.withUTF8 { u -> Bool in
            func endsWith(_ start: Int, _ end: Int, _ suffix: StaticString) -> Bool {
                let n = suffix.utf8CodeUnitCount
                guard end - start >= n else { return false }
                let s = suffix.utf8Start
                for k in 0..<n where u[end - n + k] != s[k] { return false }
                return true
            }
            var start = 0
            var i = 0
            while i <= u.count {
                if i == u.count || u[i] == UInt8(ascii: "/") {
                    if i > start {
                        if i == u.count {
                            var stem = i
                            if endsWith(start, i, ".swift") { stem = i - 6 }
                            return endsWith(start, stem, "Tests") || endsWith(start, stem, "Test")
                                || endsWith(start, stem, "Spec") || endsWith(start, stem, "Specs")
                        }
                        if endsWith(start, i, "Tests") || endsWith(start, i, "Specs") { return true }
                    }
                    start = i + 1
                }
                i += 1
            }
            return false
        }
    }
}

/// Parts of a file that are AppKit code though the file is not: `#if os(macOS)` (or
/// `canImport(AppKit)`) clauses, the `#else` of a UIKit-only `#if`, and types whose
/// superclass chain reaches AppKit. UIKit rules drop findings there.
struct AppKitRegions {
    /// Token ranges (they may nest and overlap; only containment is asked).
    let ranges: [Range<Int>]

    static let appKitRoots: Set<String> = ["NSView", "NSViewController", "NSWindowController", "NSWindow",
                                           "NSResponder", "NSApplication", "NSDocument"]

    init(tree: SyntaxTree, index: TypeIndex) {
        var out: [Range<Int>] = []
        let nodes = tree.nodes
        let file = tree.file
        // Only the `#if` blocks and type declarations can be AppKit parts; the ranges are
        // tested by containment, so the two lists need no merging into source order.
        for i in (tree.ifConfigNodes + tree.typeDeclNodes).lazy.map({ Int($0) }) {
            switch nodes[i].kind {
            case .ifConfig:
                var clauses: [(Int, ConditionKind)] = []
                var c = nodes.firstChild(of: i)
                while c >= 0 {
                    if nodes[c].kind == .ifConfigClause { clauses.append((c, Self.condition(of: c, tree))) }
                    c = Int(nodes[c].nextSibling)
                }
                let allOthersUIKit = clauses.dropLast().allSatisfy { $0.1 == .uikitOnly }
                for (k, (c, kind)) in clauses.enumerated() {
                    let isElse = kind == .none
                    if kind == .appKitOnly || (isElse && k == clauses.count - 1 && k > 0 && allOthersUIKit) {
                        let n = nodes[c]
                        out.append(Int(n.firstToken)..<(Int(n.lastToken) + 1))
                    }
                }
            case .typeDecl:
                let decl = Syntax(tree: tree, index: i)
                guard let name = TypeIndex.declaredName(decl) else { continue }
                let isAppKit: Bool
                if let sup = index.ownSuperclass(of: decl, named: name) {
                    isAppKit = Self.appKitRoots.contains(sup) || index.descends(sup, fromAnyOf: Self.appKitRoots)
                } else {
                    isAppKit = index.descends(name, fromAnyOf: Self.appKitRoots)
                }
                if isAppKit {
                    out.append(Int(nodes[i].firstToken)..<(Int(nodes[i].lastToken) + 1))
                }
            default:
                continue
            }
        }
        _ = file
        ranges = out
    }

    func contains(token t: Int) -> Bool {
        ranges.contains { $0.contains(t) }
    }

    enum ConditionKind { case appKitOnly, uikitOnly, mixed, none }

    /// What a `#if`/`#elseif` clause's condition selects (`.none` for `#else`).
    static func condition(of clause: Int, _ tree: SyntaxTree) -> ConditionKind {
        let file = tree.file
        let toks = file.tokens
        let first = Int(tree.nodes[clause].firstToken)
        guard first < toks.count, toks[first].kind == .poundKeyword else { return .mixed }
        let pound = file.text(toks[first])
        if pound == "#else" { return .none }
        guard pound == "#if" || pound == "#elseif" else { return .mixed }
        let c = BuildConditions.condition(file, first)
        var appKit = false, uikit = false, other = false
        for (word, _) in c.words {
            switch word {
            case "macOS", "AppKit", "Cocoa", "OSX": appKit = true
            case "iOS", "UIKit", "tvOS", "visionOS", "xrOS", "macCatalyst": uikit = true
            case "watchOS", "WatchKit", "Linux", "Windows": other = true
            default: break
            }
        }
        let negated = c.negation
        if negated { return .mixed }
        if appKit && !uikit && !other { return .appKitOnly }
        if uikit && !appKit && !other { return .uikitOnly }
        return .mixed
    }
}
