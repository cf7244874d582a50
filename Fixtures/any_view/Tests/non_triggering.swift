import SwiftUI

// Test code (a file under Tests/): snapshot helpers take erased views, which is not
// view code that SwiftUI diffs at run time.

struct SnapshotCase {
    let name: String
    let view: AnyView
}

func snapshotCases() -> [SnapshotCase] {
    [
        SnapshotCase(name: "empty", view: AnyView(Text("No items"))),
        SnapshotCase(name: "long", view: AnyView(Text(String(repeating: "Long title ", count: 8)))),
    ]
}
