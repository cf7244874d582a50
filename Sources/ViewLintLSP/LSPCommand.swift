#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore
import ViewLintCLI

/// `viewlint lsp`: the language server on standard input and output.
public enum LSPCommand {
    public static let help = """
    viewlint lsp — a language server (LSP 3.17) on standard input and output

    USAGE
      viewlint lsp [--stdio] [options]

    OPTIONS
      --stdio               talk over standard input and output (the default and only transport)
      --debounce-ms N       wait N ms after a burst of changes before linting again (default 50)
      --config PATH         use this config for every workspace folder (repeatable)
      --no-config           ignore .viewlint.yml and .swiftlint.yml
      --jobs N              threads for indexing a workspace (default: all cores)

    Each workspace folder is read as `viewlint` run in it would read it: its config,
    included/excluded, vendored and generated code. Logs go to standard error.
    """

    /// Runs the server; returns the exit code (0 after shutdown and exit, 1 when the
    /// client exited without shutting down, 2 for a usage error).
    public static func run(_ args: [String]) -> Int32 {
        var c = LanguageServer.Configuration()
        var i = 0
        func value(_ flag: String) -> String? {
            if let eq = args[i].firstIndex(of: "=") { return String(args[i][args[i].index(after: eq)...]) }
            i += 1
            return i < args.count ? args[i] : nil
        }
        while i < args.count {
            let a = args[i]
            let flag = a.hasPrefix("--") ? String(a.prefix { $0 != "=" }) : a
            switch flag {
            case "--stdio": break
            case "--help", "-h":
                fputs(help + "\n", stdout)
                return 0
            case "--debounce-ms":
                guard let v = value(flag), let n = Int(v), n >= 0 else { return usage("--debounce-ms needs a number of milliseconds") }
                c.debounce = Double(n) / 1000
            case "--config":
                guard let v = value(flag) else { return usage("--config needs a path") }
                // Relative to the directory the server was started in, as for `lint`.
                c.configs.append(v.hasPrefix("/") ? v : CLIOutput.currentDirectory() + "/" + v)
            case "--no-config": c.noConfig = true
            case "--jobs", "-j":
                guard let v = value(flag), let n = Int(v), n >= 1 else { return usage("--jobs needs a positive number") }
                c.jobs = n
            default:
                return usage("unknown option '\(a)' for 'lsp'; see 'viewlint lsp --help'")
            }
            i += 1
        }
        // The process exits right after `exit`, whatever the workers are doing.
        c.waitForWorkersOnExit = false
        // A client that closes the pipe must not kill the server mid-write.
        signal(SIGPIPE, SIG_IGN)
        return LanguageServer(input: 0, output: 1, configuration: c).run()
    }

    private static func usage(_ m: String) -> Int32 {
        fputs("viewlint: error: \(m)\n", stderr)
        return 2
    }
}
