import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--fix` keeps the user's files as they are (issue #47): a symlink stays a link and its
/// target is fixed, hard links stay one file, mode, owner, attributes, line endings and
/// encoding stay, and a file that changed or cannot be written is a note, not a write.
final class FixWriteTests: XCTestCase {
    let badVC = "import UIKit\nfinal class A: UIViewController {\n    override func viewDidLoad() {\n        title = \"x\"\n    }\n}\n"
    var fixedVC: String { badVC.replacingOccurrences(of: "() {\n", with: "() {\n        super.viewDidLoad()\n") }
    let fm = FileManager.default

    func status(_ path: String) -> stat {
        var st = stat()
        XCTAssertEqual(lstat(path, &st), 0, path)
        return st
    }

    func isLink(_ path: String) -> Bool { status(path).st_mode & S_IFMT == S_IFLNK }

    /// Besides the files a test made, nothing is left in a folder (no temporary file).
    func assertListing(_ dir: String, _ names: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted(), names, file: file, line: line)
    }

    func testANamedSymlinkStaysALinkAndItsTargetOutsideTheTreeIsFixed() throws {
        let t = TempDir()
        t.write("elsewhere/real.swift", badVC)
        t.write("work/.keep", "")
        try fm.createSymbolicLink(atPath: t.path + "/work/link.swift", withDestinationPath: "../elsewhere/real.swift")
        let r = runCLI(["--unsafe-fixes", "--fix", "--no-config", "link.swift"], cwd: t.path + "/work")
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertTrue(isLink(t.path + "/work/link.swift"), "the link was replaced by a file")
        XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: t.path + "/work/link.swift"), "../elsewhere/real.swift")
        XCTAssertEqual(t.read("elsewhere/real.swift"), fixedVC)
        assertListing(t.path + "/elsewhere", ["real.swift"])
        assertListing(t.path + "/work", [".keep", "link.swift"])
    }

    /// As for linting: a link below a folder being linted is not followed, so nothing it
    /// points at is fixed; and a file the walk found that became a link before the write is
    /// not written through it.
    func testALinkBelowALintedFolderIsNotFollowed() throws {
        let t = TempDir()
        t.write("outside/Out.swift", badVC)
        t.write("root/In.swift", badVC)
        try fm.createSymbolicLink(atPath: t.path + "/root/Link.swift", withDestinationPath: t.path + "/outside/Out.swift")
        let r = runCLI(["--unsafe-fixes", "--fix", "--no-config", "root"], cwd: t.path)
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(t.read("root/In.swift"), fixedVC)
        XCTAssertEqual(t.read("outside/Out.swift"), badVC)
        XCTAssertTrue(isLink(t.path + "/root/Link.swift"))

        t.write("root/Swapped.swift", badVC)
        try fm.removeItem(atPath: t.path + "/root/Swapped.swift")
        try fm.createSymbolicLink(atPath: t.path + "/root/Swapped.swift", withDestinationPath: t.path + "/outside/Out.swift")
        let written = FixWriter.write(to: t.path + "/root/Swapped.swift", followLink: false) { _ in Array(self.fixedVC.utf8) }
        XCTAssertEqual(written, .changed)
        XCTAssertEqual(t.read("outside/Out.swift"), badVC)
        XCTAssertTrue(isLink(t.path + "/root/Swapped.swift"))
    }

    func testAFileWithTwoHardLinksStaysOneFileThatBothNamesSeeFixed() throws {
        let t = TempDir()
        t.write("A.swift", badVC)
        XCTAssertEqual(link(t.path + "/A.swift", t.path + "/B.swift"), 0)
        let inode = status(t.path + "/A.swift").st_ino
        let r = runCLI(["--unsafe-fixes", "--fix", "--no-config", "A.swift"], cwd: t.path)
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(t.read("A.swift"), fixedVC)
        XCTAssertEqual(t.read("B.swift"), fixedVC, "the other name still sees the old file")
        XCTAssertEqual(status(t.path + "/A.swift").st_ino, inode)
        XCTAssertEqual(status(t.path + "/B.swift").st_ino, inode)
        XCTAssertEqual(status(t.path + "/A.swift").st_nlink, 2)
        assertListing(t.path, ["A.swift", "B.swift"])
    }

    /// Bytes that are no longer the ones linted are never overwritten: neither when the run
    /// finds them at the write, nor when another program writes the file between that check
    /// and the rename (the writer looks once more).
    func testAFileThatChangedBeforeTheWriteIsLeftWithANote() throws {
        let t = TempDir()
        t.write("A.swift", badVC)
        var outcome = FixOutcome()
        outcome.originals["A.swift"] = Array(badVC.utf8)
        outcome.texts["A.swift"] = Array(fixedVC.utf8)
        outcome.applied["missing_super_call"] = 1
        outcome.appliedIn["A.swift"] = ["missing_super_call": 1]
        t.write("A.swift", badVC + "// edited meanwhile\n")
        var err = ""
        let io = CLIOutput(out: { _ in }, err: { err += $0 }, readStdin: { [] }, cwd: t.path)
        LintCommand.writeFixes(&outcome, inputs: [LintInput(displayPath: "A.swift", diskPath: t.path + "/A.swift")], named: [], io: io)
        XCTAssertEqual(err, "viewlint: note: A.swift changed while it was being fixed; run again\n")
        XCTAssertEqual(t.read("A.swift"), badVC + "// edited meanwhile\n")
        XCTAssertEqual(outcome.unwritten, ["A.swift"])
        XCTAssertEqual(outcome.total, 0)
        XCTAssertEqual(outcome.texts.count, 0)

        for links in [1, 2] {
            let u = TempDir("race\(links)")
            u.write("A.swift", badVC)
            if links == 2 { XCTAssertEqual(link(u.path + "/A.swift", u.path + "/B.swift"), 0) }
            let written = FixWriter.write(to: u.path + "/A.swift", followLink: false) { raw in
                // Another editor saves the file while viewlint prepares its write.
                try? "let edited = 1\n".write(toFile: u.path + "/A.swift", atomically: false, encoding: .utf8)
                return raw == Array(self.badVC.utf8) ? Array(self.fixedVC.utf8) : nil
            }
            XCTAssertEqual(written, .changed, "\(links) link(s)")
            XCTAssertEqual(u.read("A.swift"), "let edited = 1\n")
            assertListing(u.path, links == 2 ? ["A.swift", "B.swift"] : ["A.swift"])
        }
    }

    func testModeOwnerAttributesLineEndingsAndEncodingAreKept() throws {
        let t = TempDir()
        let crlf = badVC.replacingOccurrences(of: "\n", with: "\r\n")
        t.write("CRLF.swift", crlf)
        var utf16: [UInt8] = [0xFF, 0xFE]
        for u in badVC.utf16 { utf16 += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        XCTAssertTrue(fm.createFile(atPath: t.path + "/UTF16.swift", contents: Data(utf16)))
        let path = t.path + "/CRLF.swift"
        let owner: uid_t = geteuid() == 0 ? 65534 : geteuid(), group: gid_t = geteuid() == 0 ? 65534 : getegid()
        XCTAssertEqual(chown(path, owner, group), 0)
        XCTAssertEqual(chmod(path, 0o2751), 0)   // after chown, which clears the set-group-id bit
        let fd = open(path, O_RDONLY)
        let hasAttributes = ExtendedAttributes.xset(fd, "user.viewlint", "kept", 4) == 0
        close(fd)
        let inode = status(path).st_ino

        let r = runCLI(["--unsafe-fixes", "--fix", "--no-config", "CRLF.swift", "UTF16.swift"], cwd: t.path)
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertEqual(t.read("CRLF.swift"), fixedVC.replacingOccurrences(of: "\n", with: "\r\n"))
        var fixed16: [UInt8] = [0xFF, 0xFE]
        for u in fixedVC.utf16 { fixed16 += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        XCTAssertEqual(fm.contents(atPath: t.path + "/UTF16.swift").map { Array($0) }, fixed16)
        let after = status(path)
        XCTAssertNotEqual(after.st_ino, inode, "a file with one name is replaced atomically")
        XCTAssertEqual(after.st_mode & 0o7777, 0o2751)
        XCTAssertEqual(after.st_uid, owner)
        XCTAssertEqual(after.st_gid, group)
        if hasAttributes {
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            XCTAssertEqual(ExtendedAttributes.get(fd, "user.viewlint"), Array("kept".utf8))
        }
        assertListing(t.path, ["CRLF.swift", "UTF16.swift"])
    }

    /// A file the user may not write is a note naming it and the reason; the other files are
    /// fixed (one the user may write in a folder they may not, in place) and the summary counts
    /// the one not written. Root writes everything, so as root
    /// the built binary runs as `nobody` (setpriv or runuser).
    func testAFileThatCannotBeWrittenIsANoteAndTheRunGoesOn() throws {
        let t = TempDir()
        t.write("locked/A.swift", badVC)
        t.write("open/B.swift", badVC)
        t.write("shared/C.swift", badVC)   // the user may write the file but not its folder
        let args = ["--unsafe-fixes", "--fix", "--no-config", "--no-cache", "locked/A.swift", "open/B.swift", "shared/C.swift"]
        let r: (code: Int32, err: String)
        if geteuid() == 0 {
            guard let nobody = getpwnam("nobody") else { throw XCTSkip("running as root and there is no user 'nobody' to run as") }
            let uid = nobody.pointee.pw_uid, gid = nobody.pointee.pw_gid
            let asUser: [String]
            if let setpriv = which("setpriv") {
                asUser = [setpriv, "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"]
            } else if let runuser = which("runuser") {
                asUser = [runuser, "-u", "nobody", "--"]
            } else {
                throw XCTSkip("running as root and neither setpriv nor runuser is installed to run as 'nobody'")
            }
            for p in ["", "/locked", "/open", "/shared"] { chmod(t.path + p, 0o755) }
            chmod(t.path + "/locked/A.swift", 0o644)
            chown(t.path + "/shared/C.swift", uid, gid)
            chown(t.path + "/open", uid, gid)
            chown(t.path + "/open/B.swift", uid, gid)
            // A copy of the binary in the temporary folder: the checkout may sit where
            // `nobody` cannot reach (a CI clone under root's home).
            try FileManager.default.createDirectory(atPath: t.path + "/bin", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: try builtViewlint(), toPath: t.path + "/bin/viewlint")
            chmod(t.path + "/bin", 0o755)
            chmod(t.path + "/bin/viewlint", 0o755)
            let run = try runProcess(asUser[0], Array(asUser.dropFirst()) + [t.path + "/bin/viewlint"] + args, stdin: [],
                                     env: ["HOME": t.path], cwd: t.path)
            r = (run.code, run.err)
        } else {
            chmod(t.path + "/locked/A.swift", 0o444)
            chmod(t.path + "/locked", 0o555)
            chmod(t.path + "/shared", 0o555)
            defer { chmod(t.path + "/locked", 0o755); chmod(t.path + "/shared", 0o755) }
            let run = runCLI(args, cwd: t.path)
            r = (run.code, run.err)
        }
        XCTAssertEqual(r.code, 1, r.err)   // A's finding is still there
        XCTAssertTrue(r.err.contains("viewlint: note: locked/A.swift: not written: Permission denied\n"), r.err)
        XCTAssertTrue(r.err.contains("; fixed 2 in 2 files; 1 file not written (see the notes)"), r.err)
        XCTAssertEqual(t.read("locked/A.swift"), badVC)
        XCTAssertEqual(t.read("open/B.swift"), fixedVC)
        XCTAssertEqual(t.read("shared/C.swift"), fixedVC, "written in place")
        assertListing(t.path + "/locked", ["A.swift"])
        assertListing(t.path + "/shared", ["C.swift"])
        assertListing(t.path + "/open", ["B.swift"])
    }

    /// A finding left after `--fix` because it has no fix is counted, so "fixed 0" says why.
    func testTheSummarySaysHowManyFindingsHaveNoFix() throws {
        let t = TempDir()
        t.write("V.swift", badVC.replacingOccurrences(of: "{\n        title = \"x\"\n    }", with: "{ /* later */ }"))
        let r = runCLI(["--unsafe-fixes", "--fix", "--no-config"], cwd: t.path)
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.err.hasSuffix("in 1 file; fixed 0 in 0 files; 1 with no fix\n"), r.err)
    }
}
