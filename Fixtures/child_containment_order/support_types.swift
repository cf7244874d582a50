import UIKit
import SwiftUI

class BaseContainerViewController: UIViewController {}

final class PlayerControlsViewController: UIViewController {}
final class TranscriptViewController: UIViewController {}
final class MiniPlayerViewController: UIViewController {}

struct ToolbarView: View {
    var body: some View { Text("Toolbar") }
}

// A plain object that owns a view: not a view controller.
final class ChartRenderer {
    let view = UIView()
}

final class EpisodeLoader {
    var onLoaded: (() -> Void)?
}
