import ViewLintCore

/// The texts `viewlint-dev new-rule` writes. Each placeholder line carries
/// `RuleScaffold.marker` and says what goes there, since the suite quotes those lines back to
/// the author until they are gone.
enum RuleTemplates {
    static let todo = RuleScaffold.marker
    static let summaryPlaceholder = "\(todo): write the one-line summary `viewlint rules` shows, ending with a period."

    /// The rule class, shaped as the rules beside it: doc comment, `RuleInfo`, triggers,
    /// visited kinds, and a `visit` that compiles and reports nothing yet.
    static func ruleSource(_ r: RuleScaffold.Request) -> String {
        """
        /// \(todo): say in one line what the rule reports (which calls or declarations, where).
        public final class \(RuleScaffold.typeName(for: r.id))Rule: Rule {
            public static let info = RuleInfo(
                id: "\(r.id)", category: .\(r.category.rawValue), group: .\(r.group.rawValue), severity: .\(r.severity.rawValue), framework: .\(r.framework.rawValue),
                summary: "\(summaryPlaceholder)")
            // \(todo): name the words without which the rule cannot fire (files without them skip it).
            // E.g. `.anyOf("addObserver")`; `.always` runs the rule on every file, which is slow.
            public static let triggers: RuleTriggers = .always
            /// The node kinds the engine hands to `visit` (`Parser/SyntaxTree.swift` lists them). For
            /// `.call`, also name the callees in `calleeNames` so that other calls never reach the rule.
            public static let visits: [NodeKind] = [.call]
            public init() {}

            public func visit(_ node: Syntax, _ ctx: LintContext) {
                // \(todo): write the check, then report what the rule finds at the token to change.
                // Return unless `node` is what the rule reports; ask `ctx` for facts (ctx.isViewController,
                // ctx.bindings, ctx.targetSupports); then
                // ctx.report(Self.info, token: node.firstTokenIndex, "what is wrong; what to do instead")
            }
        }

        """
    }

    /// `Rules/<id>.md` with the headings of the template in Rules/README.md.
    static func doc(_ r: RuleScaffold.Request) -> String {
        """
        # \(r.id)

        \(r.info.metadataTable)

        ## What it does
        \(todo): say what the rule reports, precisely (which types, which calls, the token it points at).

        ## Why is this bad?
        \(todo): say what goes wrong for the app's user (the bug), and why it happens.

        ## Example
        ```swift
        \(example(r, marker: nil, todoLine: "// \(todo): write a complete, plausible snippet the rule reports."))
        ```

        ## Use instead
        ```swift
        \(example(r, marker: nil, todoLine: "// \(todo): write the fixed code, which the rule must stay silent on."))
        ```

        ## Stays silent on
        - \(todo): list the near-misses (the cases of Fixtures/\(r.id)/non_triggering.swift).

        ## How to silence
        `// viewlint:disable:next \(r.id)` on the line before, or disable it in `.viewlint.yml`.

        ## Real-code check

        """
    }

    static func triggeringFixture(_ r: RuleScaffold.Request) -> String {
        """
        // \(todo): write code that \(r.id) must report, each reported line marked as the one below is.
        // Written for this fixture, never copied from an app; the marker goes on the line of the token
        // the finding points at (Fixtures/README.md).
        \(imports(r))

        \(example(r, marker: r.id, todoLine: nil))

        """
    }

    static func nonTriggeringFixture(_ r: RuleScaffold.Request) -> String {
        """
        // \(todo): write the near-misses \(r.id) must stay silent on (no expect markers in this file).
        \(imports(r))

        """
    }

    static func imports(_ r: RuleScaffold.Request) -> String {
        r.framework == .swiftui ? "import SwiftUI" : "import UIKit"
    }

    /// A small type of the rule's framework, with `marker` (a rule id) on its one statement.
    static func example(_ r: RuleScaffold.Request, marker: String?, todoLine: String?) -> String {
        let expect = marker.map { " // expect: \($0)" } ?? ""
        let note = todoLine.map { "        \($0)\n" } ?? ""
        if r.framework == .swiftui {
            return "struct ProfileView: View {\n    var body: some View {\n\(note)        Text(\"Profile\")\(expect)\n    }\n}"
        }
        return "final class ProfileViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n"
            + "\(note)        view.setNeedsLayout()\(expect)\n    }\n}"
    }
}
