#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore

let code = CLI.run(Array(CommandLine.arguments.dropFirst()))
fflush(stdout)
exit(code)
