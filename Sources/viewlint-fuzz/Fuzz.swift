// Fuzz targets for libFuzzer. Build and run (Linux) with `.ci/fuzz SECONDS`, which compiles
// this file together with ViewLintCore's sources into one module (hence no import below;
// `swift build --product viewlint-fuzz -DFUZZING` cannot link: SwiftPM wants the program's
// own entry point, libFuzzer brings `main`):
//   swiftc -O -sanitize=fuzzer,address -parse-as-library -DFUZZING -module-name viewlint_fuzz \
//     $(find Sources/ViewLintCore -name '*.swift' | sort) Sources/viewlint-fuzz/Fuzz.swift -o /tmp/viewlint-fuzz
//   VIEWLINT_FUZZ_MODE=mutate /tmp/viewlint-fuzz -max_total_time=300 /tmp/fuzz-corpus Fixtures
// Set VIEWLINT_FUZZ_MODE=mutate to run the structure-aware target (token-level mutations of
// the input before linting). Without -DFUZZING this builds as a plain program that lints
// each file given on the command line through the same path, to replay crashes.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if !FUZZING
import ViewLintCore
#endif

/// Bytes → lexer, parser (whose tree must keep its invariants), type index and every rule (opt-in included); then every fix the
/// findings carry, safe and unsafe, applied as `--unsafe-fixes` would: the result must parse
/// as well as the input did (see `FixReparseCheck`), else trap so libFuzzer keeps the input.
func lintBytes(_ bytes: [UInt8]) {
    let file = SourceFile(path: "fuzz.swift", bytes: bytes)
    // A big file's two-halves lexer must give the one-run tokens wherever the middle falls.
    let halves = bytes.withUnsafeBufferPointer { Lexer.lexInTwo($0) }
    if !sameLexing(halves, (file.tokens, file.trivia)) { fatalError("lexing in two halves differs from one run") }
    #if FUZZING
    // Files past the engine's keep budget are packed between its phases (`PackedLexing`, internal
    // to the library, so checked where the fuzz build compiles it in): unpacking gives the tokens.
    guard let unpacked = PackedLexing(file).unpack(path: file.path, bytes: bytes),
          sameLexing((unpacked.tokens, unpacked.trivia), (file.tokens, file.trivia)) else {
        fatalError("packed tokens unpack to other tokens")
    }
    #endif
    let tree = Parser.parse(file)
    // Rules navigate by the tree's structure: a broken invariant misplaces a node silently.
    if let broken = tree.invariantViolations().first { fatalError("parse tree invariant: \(broken)") }
    let index = TypeIndex()
    DeclarationScanner.collect(from: file, into: index)
    let options = LintOptions(rules: RuleRegistry.all, jobs: 1)
    let findings = Linter.lintTree(tree, index: index, options: options)
    if let problem = FixReparseCheck.problem(in: bytes, path: file.path, findings: findings) {
        // In mutate mode the saved crash input is the unmutated one: print what was linted.
        fputs(String(decoding: bytes, as: UTF8.self) + "\n", stderr)
        fatalError("a fix broke the parse: \(problem)")
    }
}

/// Whether two lexings of one file are the same tokens and comments.
func sameLexing(_ x: (tokens: [Token], trivia: [Trivia]), _ y: (tokens: [Token], trivia: [Trivia])) -> Bool {
    x.tokens.count == y.tokens.count && x.trivia.count == y.trivia.count
        && zip(x.tokens, y.tokens).allSatisfy { a, b in
            a.kind == b.kind && a.keyword == b.keyword && a.flags == b.flags && a.start == b.start && a.end == b.end
        }
        && zip(x.trivia, y.trivia).allSatisfy { $0.kind == $1.kind && $0.start == $1.start && $0.end == $1.end }
}

/// Structure-aware mutation: treat the input's first byte as a seed and the rest as Swift;
/// insert, delete and duplicate tokens and brackets, then lint.
func mutateAndLint(_ data: [UInt8]) {
    guard let seed = data.first else { return }
    let body = Array(data.dropFirst())
    let file = SourceFile(path: "m.swift", bytes: body)
    var toks = file.tokens.map { Array(body[Int($0.start)..<Int($0.end)]) }
    let brackets: [[UInt8]] = ["(", ")", "{", "}", "[", "]", "\"", "\\(", "#if", "#endif", "/", "\"\"\"", "#"].map { Array($0.utf8) }
    let ops = 1 + Int(seed % 8)
    for k in 0..<ops where !toks.isEmpty {
        let i = Int((UInt64(k) &* 2654435761 &+ UInt64(seed)) % UInt64(toks.count))
        switch (Int(seed) + k) % 4 {
        case 0: toks.insert(brackets[(i + k) % brackets.count], at: i)
        case 1: toks.remove(at: i)
        case 2: toks.insert(toks[i], at: i)
        default:
            let j = Int(UInt64(i) &* 31 % UInt64(toks.count))
            toks.swapAt(i, j)
        }
    }
    var out: [UInt8] = []
    for t in toks { out.append(contentsOf: t); out.append(32) }
    lintBytes(out)
}

#if FUZZING
let mutate: Bool = {
    if let v = getenv("VIEWLINT_FUZZ_MODE") { return String(cString: v) == "mutate" }
    return false
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if mutate { mutateAndLint(bytes) } else { lintBytes(bytes) }
    return 0
}
#else
/// Replay: lint each file given, through both targets.
@main
struct Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let b = FileWalker.read(path) else { continue }
            lintBytes(b)
            mutateAndLint(b)
        }
    }
}
#endif
