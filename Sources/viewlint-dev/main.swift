// viewlint-dev: tools for developing viewlint itself, kept out of the shipped binary.
//   swift run viewlint-dev new-rule ID --category C   write a new rule's skeleton: class, doc, fixtures
//   swift run viewlint-dev bless             rewrite every derived file: generate-docs' outputs, the
//                                            fixtures' expected.txt, the per-rule tests, the `viewlint rules` snapshot
//   swift run viewlint-dev generate-docs     embed Rules/*.md and .swiftlint-compat; metadata tables from RuleInfo
//   swift run viewlint-dev dump-tree FILE    print the syntax tree of a file
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore
import ViewLintDevTools

let args = Array(CommandLine.arguments.dropFirst())
let io = DevOutput()
do {
    switch args.first {
    case "new-rule":
        exit(try RuleScaffold.run(Array(args.dropFirst()), log: io.err))
    case "bless":
        exit(try Bless.run(Array(args.dropFirst()), log: io.err))
    case "generate-docs":
        exit(try DocsGenerator.run(Array(args.dropFirst()), log: io.err))
    case "dump-tree":
        guard args.count >= 2, let bytes = FileWalker.read(args[1]) else { throw UsageError("'dump-tree' needs a readable file") }
        print(TreeDump.dump(Parser.parse(SourceFile(path: args[1], bytes: bytes))), terminator: "")
        exit(0)
    default:
        io.err("usage: \(RuleScaffold.usage)\n       viewlint-dev bless\n       viewlint-dev generate-docs [RULES_DIR [OUTPUT]]\n       viewlint-dev dump-tree FILE\n")
        exit(2)
    }
} catch let e as UsageError {
    io.err("viewlint-dev: error: \(e.message)\n")
    exit(2)
} catch {
    io.err("viewlint-dev: internal error: \(error)\n")
    exit(2)
}

struct DevOutput {
    func err(_ s: String) { fputs(s, stderr) }
}
