#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCLI
import ViewLintLSP

let args = Array(CommandLine.arguments.dropFirst())
// The language server lives in its own module, so the core never depends on it.
let code = args.first == "lsp" ? LSPCommand.run(Array(args.dropFirst())) : CLI.run(args)
fflush(stdout)
exit(code)
