import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import ViewLintCore

/// Files past the engine's budget of files kept whole keep their tokens packed between the
/// two phases (`PackedLexing`); phase 2 unpacks them instead of lexing again.
final class PackedLexingTests: XCTestCase {
    private func fixtureTexts() throws -> [[UInt8]] {
        try fixtureFiles().map { Array(try Data(contentsOf: URL(fileURLWithPath: $0.path))) }
    }

    /// Every fixture, a file of long tokens and comments (lengths and gaps past one varint
    /// byte), an empty file and random bytes unpack to the tokens and comments lexing gives.
    func testUnpackingGivesTheTokensOfLexing() throws {
        var inputs = try fixtureTexts()
        XCTAssertGreaterThan(inputs.count, 100)
        let long = "let s = \"" + String(repeating: "x", count: 70_000) + "\"\n"
            + String(repeating: " ", count: 20_000) + "/* " + String(repeating: "c", count: 300) + " */ let `\(String(repeating: "y", count: 200))` = 1\n"
            + "let r = #/a+/#; x?.y!.z &= 0x1p-3 // done\n"
        inputs.append(Array(long.utf8))
        inputs.append([])
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            inputs.append((0..<Int.random(in: 1...400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        var packedSize = 0, unpackedSize = 0
        for bytes in inputs {
            let lexed = SourceFile(path: "F.swift", bytes: bytes)
            let packed = PackedLexing(lexed)
            packedSize += packed.byteCount
            unpackedSize += lexed.tokens.count * MemoryLayout<Token>.stride + lexed.trivia.count * MemoryLayout<Trivia>.stride
            let unpacked = try XCTUnwrap(packed.unpack(path: "F.swift", bytes: bytes))
            XCTAssertEqual(lexingShape((unpacked.tokens, unpacked.trivia)), lexingShape((lexed.tokens, lexed.trivia)))
            XCTAssertEqual(unpacked.bytes, bytes)
        }
        XCTAssertLessThan(packedSize * 2, unpackedSize, "packing is less than half the tokens' size")
    }

    /// A file that changed between the phases is not unpacked: the engine lexes it again.
    /// The head byte keeps five bits for the kind: every kind fits, and gaps and lengths on
    /// either side of the one-byte form (15 and 16, zero, past one varint byte) come back.
    func testKindsFitAndShortAndLongGapsAndLengthsRoundTrip() throws {
        for raw in 0...255 {
            if TokenKind(rawValue: UInt8(raw)) != nil { XCTAssertLessThanOrEqual(UInt8(raw), PackedLexing.kindMask, "kind \(raw)") }
        }
        var text = ""
        for gap in [0, 1, 14, 15, 16, 17, 200] {
            for length in [1, 14, 15, 16, 17, 300] {
                text += String(repeating: " ", count: gap) + "a" + String(repeating: "b", count: length - 1) + "\n"
            }
        }
        let bytes = Array(text.utf8)
        let lexed = SourceFile(path: "F.swift", bytes: bytes)
        let unpacked = try XCTUnwrap(PackedLexing(lexed).unpack(path: "F.swift", bytes: bytes))
        XCTAssertEqual(unpacked.tokens.map { [Int($0.start), Int($0.end), Int($0.kind.rawValue), Int($0.flags.rawValue)] },
                       lexed.tokens.map { [Int($0.start), Int($0.end), Int($0.kind.rawValue), Int($0.flags.rawValue)] })
        XCTAssertEqual(lexed.tokens.count, 7 * 6)
    }

    func testChangedBytesAreNotUnpacked() {
        let bytes = Array("override func viewDidLoad() { super.viewDidLoad() }\n".utf8)
        let packed = PackedLexing(SourceFile(path: "F.swift", bytes: bytes))
        XCTAssertNotNil(packed.unpack(path: "F.swift", bytes: bytes))
        var sameLength = bytes
        sameLength[20] = UInt8(ascii: "X")
        XCTAssertNil(packed.unpack(path: "F.swift", bytes: sameLength))
        XCTAssertNil(packed.unpack(path: "F.swift", bytes: bytes + [10]))
        XCTAssertNil(packed.unpack(path: "F.swift", bytes: Array(bytes.dropLast())))
        // A longer file (hashed 32 bytes a step in four lanes, then 8, then the tail): a change
        // to any one byte, in any lane or in the tail, is seen.
        let long = Array(String(repeating: "let value = compute(1)\n", count: 43).utf8) + [10, 10, 10]
        let longPacked = PackedLexing(SourceFile(path: "L.swift", bytes: long))
        XCTAssertNotNil(longPacked.unpack(path: "L.swift", bytes: long))
        var missed: [Int] = []
        for at in long.indices {
            var edited = long
            edited[at] ^= 1
            if longPacked.unpack(path: "L.swift", bytes: edited) != nil { missed.append(at) }
        }
        XCTAssertEqual(missed, [])
    }

    /// A settled stamp (both times before the run) stands for the bytes: the same stamp unpacks
    /// without hashing, another one (a write since changes the change time) does not, whatever
    /// the bytes. A stamp not settled, or none, leaves it to the bytes' hash.
    func testASettledStampStandsForTheBytes() {
        let bytes = Array("override func viewDidLoad() { super.viewDidLoad() }\n".utf8)
        var edited = bytes
        edited[20] = UInt8(ascii: "X")
        let file = SourceFile(path: "F.swift", bytes: bytes)
        let runStart: Int64 = 1_800_000_000_000_000_000
        let old = FileStamp(size: Int64(bytes.count), mtime: runStart - 9_000_000_000, ctime: runStart - 8_000_000_000, inode: 7)
        var written = old
        written.ctime = runStart + 1
        let settled = PackedLexing(file, stamp: old, settledBefore: runStart - 2_000_000_000)
        XCTAssertNotNil(settled.unpack(path: "F.swift", bytes: bytes, stamp: old))
        XCTAssertNotNil(settled.unpack(path: "F.swift", bytes: edited, stamp: old), "the stamp, not a hash, decides")
        XCTAssertNil(settled.unpack(path: "F.swift", bytes: bytes, stamp: written))
        XCTAssertNil(settled.unpack(path: "F.swift", bytes: bytes, stamp: .none))
        XCTAssertNil(settled.unpack(path: "F.swift", bytes: bytes + [10], stamp: old), "the length still has to match")
        // Changed within the margin: hashed.
        let recent = PackedLexing(file, stamp: old, settledBefore: runStart - 8_500_000_000)
        XCTAssertNotNil(recent.unpack(path: "F.swift", bytes: bytes, stamp: written))
        XCTAssertNil(recent.unpack(path: "F.swift", bytes: edited, stamp: old))
        let unstamped = PackedLexing(file, stamp: .none, settledBefore: runStart)
        XCTAssertNotNil(unstamped.unpack(path: "F.swift", bytes: bytes))
        XCTAssertNil(unstamped.unpack(path: "F.swift", bytes: edited, stamp: old))
    }

    /// The engine finds the same whether phase 2 gets files kept whole, unpacked or lexed again.
    func testFindingsAreTheSameWhetherFilesAreKeptPackedOrLexedAgain() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("packed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var inputs: [LintInput] = []
        for (i, bytes) in try fixtureTexts().enumerated() {
            let path = dir.appendingPathComponent("F\(i).swift").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            inputs.append(LintInput(displayPath: "F\(i).swift", diskPath: path))
        }
        func run(keepWhole: Int, keepPacked: Int, trustFreshStamps: Bool = false, keptOpen: Int = 0) -> [String] {
            let savedWhole = Linter.keepTreesBelowBytes, savedPacked = Linter.keepPackedBelowBytes
            let savedMargin = Linter.settledStampMargin
            defer {
                Linter.keepTreesBelowBytes = savedWhole; Linter.keepPackedBelowBytes = savedPacked
                Linter.settledStampMargin = savedMargin
            }
            Linter.keepTreesBelowBytes = keepWhole
            Linter.keepPackedBelowBytes = keepPacked
            // The files were written just now: their stamps are trusted only with a margin
            // that reaches past the run's start.
            if trustFreshStamps { Linter.settledStampMargin = -3_600_000_000_000 }
            var options = LintOptions(rules: RuleRegistry.all)
            options.jobs = 2
            options.filesKeptOpen = keptOpen
            return Linter.run(inputs, options: options).findings.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID) \($0.message)" }
        }
        // The lowest free descriptor: the same after a run that closed every file it kept open.
        func lowestFreeDescriptor() -> Int32 {
            let fd = FileWalker.openForReading("/dev/null")
            FileWalker.close(fd: fd)
            return fd
        }
        let freeBefore = lowestFreeDescriptor()
        let whole = run(keepWhole: Int.max / 2, keepPacked: 0)
        XCTAssertGreaterThan(whole.count, 100)
        XCTAssertEqual(run(keepWhole: 0, keepPacked: Int.max / 2), whole, "every file unpacked")
        XCTAssertEqual(run(keepWhole: 0, keepPacked: Int.max / 2, trustFreshStamps: true), whole, "every file unpacked by its stamp")
        XCTAssertEqual(run(keepWhole: 0, keepPacked: 0), whole, "every file lexed again")
        XCTAssertEqual(run(keepWhole: 4_000, keepPacked: 4_000), whole, "some of each")
        XCTAssertEqual(run(keepWhole: 0, keepPacked: Int.max / 2, keptOpen: 100_000), whole, "every packed file kept open")
        XCTAssertEqual(run(keepWhole: 4_000, keepPacked: Int.max / 2, keptOpen: 6), whole, "a few packed files kept open")
        XCTAssertEqual(lowestFreeDescriptor(), freeBefore, "a descriptor was left open")
    }

    /// A descriptor kept open is read again from the file's start, whatever its offset.
    func testReadingThroughADescriptorStartsAtTheBeginning() throws {
        let text = Array("let a = 1\nlet b = 2\n".utf8)
        let (path, fd) = try openTemporaryFile(text)
        defer { FileWalker.close(fd: fd); try? FileManager.default.removeItem(atPath: path) }
        var first = FileStamp.none, second = FileStamp.none
        XCTAssertEqual(FileWalker.read(fd: fd, stamp: &first), text)
        XCTAssertEqual(FileWalker.read(fd: fd, stamp: &second), text)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.size, Int64(text.count))
    }

    /// Growing the descriptor table never takes a descriptor that is in use.
    func testReservingDescriptorsLeavesAnOpenOneAlone() throws {
        let limit = OpenFileLimit.raise(upTo: 2_048)
        guard limit > 1_100 else { throw XCTSkip("open-file limit \(limit) too low to test") }
        let text = Array("let kept = 1\n".utf8)
        let (path, fd) = try openTemporaryFile(text)
        defer { FileWalker.close(fd: fd); try? FileManager.default.removeItem(atPath: path) }
        // The same file at a high descriptor, as a run with files kept open might hold it.
        let high: Int32 = 1_000
        XCTAssertEqual(dup2(fd, high), high)
        defer { FileWalker.close(fd: high) }
        OpenFileLimit.reserveDescriptors(Int(high) + 1)
        var stamp = FileStamp.none
        XCTAssertEqual(FileWalker.read(fd: high, stamp: &stamp), text, "the open descriptor was taken")
    }

    /// A new file holding `bytes`, opened for reading: its path and descriptor.
    private func openTemporaryFile(_ bytes: [UInt8]) throws -> (path: String, fd: Int32) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fd-\(UUID().uuidString).swift").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let fd = FileWalker.openForReading(path)
        XCTAssertGreaterThanOrEqual(fd, 0)
        return (path, fd)
    }
}
