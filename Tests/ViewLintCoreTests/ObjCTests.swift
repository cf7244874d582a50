import XCTest
@testable import ViewLintCore
@testable import ViewLintCLI
@testable import ViewLintDevTools

/// Objective-C through libclang: the scanner, the type index it feeds, the CLI, and what
/// happens without libclang. Tests that need libclang skip with the reason when it is
/// missing (and fail in CI, where it is installed).
final class ObjCTests: XCTestCase {
    func objcFile(_ text: String, path: String = "test.m") throws -> ObjCFile {
        try requireLibClang()
        let bytes = Array(text.utf8)
        let lexed = LibClang.lex(path: path, bytes: bytes, objcxx: false)
        XCTAssertTrue(lexed.ok)
        return ObjCFile(path: path, bytes: bytes, rawTokens: lexed.tokens)
    }

    func testHeaderDeclarations() throws {
        let f = try objcFile("""
        #import <UIKit/UIKit.h>
        #define FEED_MACRO(x) \\
            @interface NotReal : NSObject
        @protocol Tracking <NSObject, Other>
        - (void)track;
        @end
        @protocol Forward;
        @interface Feed : Base<Item *> <Tracking, UITableViewDelegate> {
            int _count;
        }
        @property (nonatomic, weak, nullable) id<Tracking> delegate;
        @property (nonatomic, copy) void (^onTap)(NSInteger index);
        @property (nonatomic, strong) UILabel *title API_AVAILABLE(ios(13.0));
        - (void)setup NS_REQUIRES_SUPER;
        - (void)configureWithItem:(id)item animated:(BOOL)animated __attribute__((objc_requires_super));
        + (instancetype)feed;
        @end
        @interface Feed (Sharing) <UIActivityItemSource>
        @end
        """, path: "Feed.h")
        XCTAssertEqual(f.containers.map { $0.name }, ["Tracking", "Feed", "Feed"])
        let feed = f.containers[1]
        XCTAssertEqual(feed.superclass, "Base")
        XCTAssertEqual(feed.protocols, ["Tracking", "UITableViewDelegate"])
        XCTAssertEqual(feed.properties.map { $0.name }, ["delegate", "onTap", "title"])
        XCTAssertEqual(feed.properties[0].attributes, ["nonatomic", "weak", "nullable"])
        XCTAssertEqual(feed.methods.map { $0.selector }, ["setup", "configureWithItem:animated:", "feed"])
        XCTAssertEqual(feed.methods.map { $0.requiresSuper }, [true, true, false])
        XCTAssertEqual(f.containers[2].kind, .category)

        let index = TypeIndex()
        ObjCIndexer.collect(f, into: index)
        XCTAssertEqual(index.superclass(of: "Feed"), "Base")
        XCTAssertTrue(index.isClassBound(protocol: "Tracking"))
        XCTAssertTrue(index.conforms("Feed", to: "UIActivityItemSource"))
        XCTAssertEqual(index.requiresSuper["Feed"], ["setup", "configureWithItem:animated:"])
    }

    func testMessageSends() throws {
        let f = try objcFile("""
        @implementation X
        - (void)run {
            [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(a:) name:(flag ? @"a" : @"b") object:nil];
            [(UIView *)self.view setNeedsLayout];
            NSArray *a = @[x, y];
            id v = a[0];
            [super viewWillAppear:YES];
        }
        @end
        """)
        let body = try XCTUnwrap(f.containers.first?.methods.first?.body)
        let sends = f.sends(in: body)
        XCTAssertEqual(sends.map { $0.selector }, ["addObserver:selector:name:object:", "defaultCenter", "setNeedsLayout", "viewWillAppear:"])
        XCTAssertEqual(sends.map { f.text($0.receiver) }, ["[NSNotificationCenter defaultCenter]", "NSNotificationCenter", "(UIView*)self.view", "super"])
        XCTAssertEqual(f.text(sends[0].arguments[2]), "(flag?@\"a\":@\"b\")")
    }

    func testSwiftNamesOfSelectors() {
        XCTAssertTrue(ObjCNames.selector("setupViews", matchesSwift: "setupViews()"))
        XCTAssertTrue(ObjCNames.selector("configureWithItem:", matchesSwift: "configure(withItem:)"))
        XCTAssertTrue(ObjCNames.selector("configureWithItem:", matchesSwift: "configure(with:)"))
        XCTAssertTrue(ObjCNames.selector("reload:", matchesSwift: "reload(_:)"))
        XCTAssertFalse(ObjCNames.selector("reload:", matchesSwift: "reload()"))
        XCTAssertFalse(ObjCNames.selector("setupViewsNow", matchesSwift: "setupViews()"))
    }

    /// Done means: a mixed project (Objective-C base controller in .h/.m, Swift subclasses)
    /// reports the Swift subclass's missing super call and the .m file's observer added in
    /// viewWillAppear:, and nothing on the correct code.
    func testMixedProject() throws {
        try requireLibClang()
        let files = [
            ("Base.h", """
            #import <UIKit/UIKit.h>
            @interface BaseScreen : UIViewController
            - (void)setupViews NS_REQUIRES_SUPER;
            @end
            """),
            ("Base.m", """
            #import "Base.h"
            @implementation BaseScreen
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(r) name:@"n" object:nil];
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self setupViews];
            }
            - (void)setupViews {}
            - (void)r {}
            @end
            """),
            ("Inbox.swift", """
            final class Inbox: BaseScreen {
                override func viewDidAppear(_ animated: Bool) {
                }
                override func setupViews() {
                    super.setupViews()
                }
            }
            final class Outbox: BaseScreen {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                }
                override func setupViews() {}
            }
            """),
        ]
        let found = lint(files, rules: RuleRegistry.defaultRules)
        XCTAssertEqual(found.map { "\($0.path):\($0.line) \($0.ruleID)" },
                       ["Base.m:5 observer_in_will_appear", "Inbox.swift:2 missing_super_call", "Inbox.swift:12 missing_super_call"])
    }

    /// Without libclang: one note, and the Swift files are linted as usual.
    func testMissingLibClangIsOneNote() {
        var options = LintOptions(rules: [MissingSuperCallRule.self])
        options.libclangPath = "/nonexistent/libclang.so"
        let result = Linter.run([
            LintInput(displayPath: "A.m", text: "@implementation A\n- (void)viewDidLoad {}\n@end\n"),
            LintInput(displayPath: "B.m", text: "@implementation B\n@end\n"),
            LintInput(displayPath: "C.swift", text: "class C: UIViewController { override func viewDidLoad() {} }"),
        ], options: options)
        XCTAssertEqual(result.findings.map { $0.path }, ["C.swift"])
        XCTAssertEqual(result.notices.count, 1)
        XCTAssertTrue(result.notices[0].message.contains("2 Objective-C files not linted"), result.notices[0].message)
        XCTAssertTrue(result.notices[0].message.contains("libclang"), result.notices[0].message)
        XCTAssertEqual(result.filesLinted, 1)
    }

    /// C headers in a Swift project do not need libclang and make no note.
    func testPlainCHeaderNeedsNothing() {
        var options = LintOptions(rules: [MissingSuperCallRule.self])
        options.libclangPath = "/nonexistent/libclang.so"
        let result = Linter.run([LintInput(displayPath: "shim.h", text: "int f(void);\n")], options: options)
        XCTAssertTrue(result.notices.isEmpty)
    }

    /// Whatever the bytes, lexing and checking never crash.
    func testGarbageNeverCrashes() throws {
        try requireLibClang()
        var rng = SystemRandomNumberGenerator()
        let pieces = ["@interface", "@implementation", "@end", "@property", "(", ")", "[", "]", "{", "}", "^", "-", "+",
                      ":", ";", "super", "self", "viewWillAppear", "addObserver", "\"", "'", "#", "\\", "\n", " ", "<", ">",
                      "/*", "//", "dispatch_sync", "\u{0}", "é", "NS_REQUIRES_SUPER"]
        var inputs: [LintInput] = []
        for i in 0..<40 {
            var s = ""
            for _ in 0..<Int.random(in: 0..<200, using: &rng) { s += pieces.randomElement(using: &rng)! }
            inputs.append(LintInput(displayPath: "g\(i).\(i % 2 == 0 ? "m" : "h")", text: s))
        }
        inputs.append(LintInput(displayPath: "bin.m", bytes: (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }))
        inputs.append(LintInput(displayPath: "empty.m", bytes: []))
        // Unclosed brackets at the end of the file (a fuzzing find: `{` as the last token).
        for (i, t) in ["@implementation A : UIViewController\n- (void)viewDidLoad {", "@implementation A\n- (void)a { [self",
                       "@interface A : B <", "@implementation A\n- (void)a { ^", "@property (", "- (void)a:(", "[super x:",
                       "@implementation A\n- (void)viewWillAppear:(BOOL)a { if (", "@implementation A { int x;"].enumerated() {
            inputs.append(LintInput(displayPath: "open\(i).m", text: t))
        }
        let r = Linter.run(inputs, options: LintOptions())
        // Every readable file was linted (none dropped by a failure), and the run says which
        // libclang could not read rather than crashing.
        // Every implementation file is linted or named in a note (headers that declare
        // nothing Objective-C need no linting).
        let implementations = inputs.filter { $0.displayPath.hasSuffix(".m") }.count
        XCTAssertGreaterThanOrEqual(r.filesLinted + r.notices.filter { $0.message.contains("libclang could not read") }.count, implementations)
        XCTAssertTrue(r.findings.allSatisfy { f in inputs.contains { $0.displayPath == f.path } })
    }

    func testCLIFindsObjectiveCFiles() throws {
        try requireLibClang()
        let r = runCLI(["Fixtures/missing_super_call/objc", "--only", "missing_super_call", "--format", "json"])
        XCTAssertEqual(r.code, 1, r.err)
        XCTAssertTrue(r.out.contains("\"path\": \"Fixtures/missing_super_call/objc/triggering_screens.m\"") ||
                      r.out.contains("triggering_screens.m"), r.out)
        XCTAssertTrue(r.err.contains("in 5 files"), r.err)
        let bad = runCLI(["Fixtures/missing_super_call/objc", "--objc-include", "/nonexistent-dir"])
        XCTAssertEqual(bad.code, 2)
    }

    /// Headers outside the linted paths feed the index with --objc-include.
    func testObjCIncludeFeedsTheIndex() throws {
        try requireLibClang()
        let dir = NSTemporaryDirectory() + "viewlint-objc-include-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir + "/include", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/src", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "@interface Screen : UIViewController\n@end\n".write(toFile: dir + "/include/Screen.h", atomically: true, encoding: .utf8)
        try "final class Home: Screen {\n    override func viewDidLoad() {}\n}\n".write(toFile: dir + "/src/Home.swift", atomically: true, encoding: .utf8)
        let without = runCLI([dir + "/src", "--only", "missing_super_call"])
        XCTAssertEqual(without.code, 0, without.out + without.err)
        let with = runCLI([dir + "/src", "--only", "missing_super_call", "--objc-include", dir + "/include"])
        XCTAssertEqual(with.code, 1, with.out + with.err)
        XCTAssertTrue(with.out.contains("Home.swift:2:14: error: viewDidLoad()"), with.out)
    }
}
