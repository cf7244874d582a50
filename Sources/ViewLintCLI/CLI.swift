#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore


/// Where the CLI writes. Tests capture both streams.
public struct CLIOutput {
    public var out: (String) -> Void
    public var err: (String) -> Void
    public var readStdin: () -> [UInt8]
    public var cwd: String
    /// Environment lookup (`CI`, `XDG_CACHE_HOME`, `HOME`).
    public var env: (String) -> String?
    /// Whether `lint` may use the incremental cache by default. Only the real process
    /// (`standard`) does; tests and embedders opt in.
    public var cacheByDefault: Bool

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void,
                readStdin: @escaping () -> [UInt8], cwd: String,
                env: @escaping (String) -> String? = { _ in nil }, cacheByDefault: Bool = false) {
        self.out = out
        self.err = err
        self.readStdin = readStdin
        self.cwd = cwd
        self.env = env
        self.cacheByDefault = cacheByDefault
    }

    public static var standard: CLIOutput {
        CLIOutput(out: { s in fputs(s, stdout) }, err: { s in fputs(s, stderr) },
                  readStdin: { FileWalker.readAll(fd: 0) }, cwd: currentDirectory(),
                  env: { name in getenv(name).map { String(cString: $0) } }, cacheByDefault: true)
    }

    public static func currentDirectory() -> String {
        var buf = [CChar](repeating: 0, count: 4096)
        if getcwd(&buf, buf.count) != nil { return String(cString: buf) }
        return "."
    }
}


public enum CLI {
    static let help = """
    viewlint \(viewlintVersion) — a linter for UIKit and SwiftUI code

    USAGE
      viewlint [lint] [PATH…] [options]     lint .swift, .h and .m files (directories are searched recursively)
      viewlint rules                        list every rule: id, severity, default state, summary
      viewlint explain RULE                 print a rule's documentation
      viewlint lsp                          language server for editors (LSP on stdio; 'viewlint lsp --help')
      viewlint --version

    OPTIONS
      --format FORMAT           output on stdout: text, json, sarif, github, checkstyle, junit,
                                codeclimate (default: text)
      --report FORMAT:PATH      also write a report to a file (repeatable; same run)
      --fail-on LEVEL           exit 1 on findings of at least: error, warning (default), info, never
      --strict                  same as --fail-on info
      --only RULE,…             run only these rules (opt-in rules included)
      --enable RULE,…           also run these opt-in rules
      --disable RULE,…          do not run these rules
      --deployment-target V     minimum iOS version (e.g. 15.0) for rules that recommend newer APIs
      --objc-include DIR        read Objective-C headers in DIR for the type index (not linted; repeatable)
      --libclang PATH           libclang to load for Objective-C (default: VIEWLINT_LIBCLANG, then
                                the usual install places)
      --stdin-path NAME         path to report for source read from `-` (standard input)
      --jobs N                  worker threads (default: number of cores)
      --no-cache                do not read or write the incremental cache (also off when CI is set)
      --cache-path DIR          cache directory (default: $XDG_CACHE_HOME/viewlint or ~/.cache/viewlint)
      --quiet                   no summary line on stderr

    CONFIG AND ADOPTION
      --config PATH             use this config instead of the nearest .viewlint.yml (repeatable;
                                later files override earlier ones)
      --no-config               ignore .viewlint.yml and .swiftlint.yml
      --baseline PATH           report only findings not recorded in this baseline file
      --write-baseline PATH     record the current findings as the baseline and report none
      --strict-baseline         also exit 1 when baseline entries no longer occur
      --changed-since REF       lint files changed since REF (plus staged, unstaged and untracked
                                changes) and report only findings on changed lines
      --staged                  the same for the staged changes only (for git pre-commit hooks)
      --files-only              lint only the files named on the command line; none named: lint
                                nothing and exit 0 (the pre-commit hook uses it)
      --allow-zero-files        exit 0 when no file is left to lint (otherwise that is an error, exit 2)
      --build-stamp PATH        after linting, write an empty Swift file there (build-tool plugin)

    EXIT CODES
      0 no findings at or above the --fail-on level (default: warning), 1 there are such findings
      (or stale baseline entries with --strict-baseline), 2 usage error, malformed config or
      baseline, --changed-since outside a git repository or with an unknown REF, unwritable
      report or internal error
    """

    /// Runs the command line; returns the process exit code.
    public static func run(_ args: [String], io: CLIOutput = .standard) -> Int32 {
        do {
            return try runThrowing(args, io: io)
        } catch let e as UsageError {
            io.err("viewlint: error: \(e.message)\n")
            return 2
        } catch {
            io.err("viewlint: internal error: \(error)\n")
            return 2
        }
    }

    static func runThrowing(_ argv: [String], io: CLIOutput) throws -> Int32 {
        var args = argv
        if args.first == "--version" || args.first == "version" { io.out("\(viewlintVersion)\n"); return 0 }
        if args.first == "--help" || args.first == "-h" || args.first == "help" { io.out(help + "\n"); return 0 }
        switch args.first {
        case "rules":
            io.out(rulesTable())
            return 0
        case "explain", "rule":
            guard args.count >= 2 else { throw UsageError("'explain' needs a rule id, e.g. 'viewlint explain missing_super_call'") }
            guard let r = RuleRegistry.rule(args[1]) else { throw unknownRule(args[1]) }
            io.out(r.info.doc.hasSuffix("\n") ? r.info.doc : r.info.doc + "\n")
            return 0
        case "new-rule", "bless", "generate-docs", "dump-tree":
            throw UsageError("'\(args[0])' is a developer tool: run 'swift run viewlint-dev \(args[0])' in viewlint's checkout")
        case "lint":
            args.removeFirst()
        default:
            break
        }
        let opts = try LintCommand.parse(args)
        return try LintCommand.execute(opts, io: io)
    }

    /// `viewlint rules`: one line per rule, grouped as the groups are ranked.
    public static func rulesTable() -> String {
        var out = ""
        let rules = RuleRegistry.all
        let w = rules.map { $0.info.id.count }.max() ?? 10
        let gw = RuleGroup.allCases.map { $0.rawValue.count }.max() ?? 10
        for g in RuleGroup.allCases {
            for r in rules where r.info.group == g {
                let i = r.info
                let sev = i.severity.rawValue.padding(7)
                let def = (i.enabledByDefault ? "on" : "opt-in").padding(6)
                out += "\(i.id.padding(w))  \(g.rawValue.padding(gw))  \(sev)  \(def)  \(i.summary)\n"
            }
        }
        // The scopes whose findings every rule leaves out by default (`CodeScope`).
        out += "\nscopes, left out by default (--enable <scope>, or --enable all):\n"
        for s in CodeScope.allCases { out += "\(s.rawValue.padding(w))  \(s.summary)\n" }
        return out
    }

    static func unknownRule(_ id: String) -> UsageError {
        if let s = Suggestions.closest(id, RuleRegistry.names + CodeScope.allCases.map(\.rawValue)) {
            return UsageError("unknown rule or group '\(id)'; did you mean '\(s)'? ('viewlint rules' lists them all)")
        }
        return UsageError("unknown rule or group '\(id)'; 'viewlint rules' lists them all")
    }


}

extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
