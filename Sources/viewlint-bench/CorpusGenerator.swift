import ViewLintCore

/// Deterministic generator of realistic UIKit and SwiftUI source for benchmarks and fuzz
/// seeds: view controllers with lifecycle overrides, closures, Combine chains, Auto Layout,
/// SwiftUI views with modifier chains, long switches, interpolation and comments.
public struct CorpusGenerator {
    var state: UInt64

    public init(seed: UInt64) { state = seed &* 6364136223846793005 &+ 1442695040888963407 }

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        var x = state
        x ^= x >> 33; x = x &* 0xff51afd7ed558ccd; x ^= x >> 33
        return x
    }

    mutating func pick(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// One file of roughly `lines` lines.
    public mutating func file(index: Int, lines: Int) -> String {
        var out = "//\n//  Generated\(index).swift\n//  Benchmark corpus, deterministic.\n//\n\nimport UIKit\nimport SwiftUI\nimport Combine\n\n"
        var n = 0
        var part = 0
        while n < lines {
            let kind = pick(4)
            let chunk: String
            switch kind {
            case 0: chunk = viewController(index, part)
            case 1: chunk = swiftUIView(index, part)
            case 2: chunk = model(index, part)
            default: chunk = cell(index, part)
            }
            out += chunk
            n += chunk.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            part += 1
        }
        return out
    }

    mutating func viewController(_ i: Int, _ p: Int) -> String {
        let name = "Screen\(i)_\(p)ViewController"
        let callSuper = pick(10) != 0
        var s = """
        /// A screen that lists items and reacts to updates.
        final class \(name): UIViewController, UITableViewDelegate {
            private let tableView = UITableView(frame: .zero, style: .insetGrouped)
            private let titleLabel = UILabel()
            private var cancellables = Set<AnyCancellable>()
            weak var delegate: ScreenDelegate\(i)?
            private let viewModel: ListViewModel\(i)_\(p)

            init(viewModel: ListViewModel\(i)_\(p)) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func viewDidLoad() {
                \(callSuper ? "super.viewDidLoad()" : "// setup")
                view.backgroundColor = .systemBackground
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                titleLabel.font = .preferredFont(forTextStyle: .headline)
                view.addSubview(titleLabel)
                view.addSubview(tableView)
                tableView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                    titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    tableView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                viewModel.$items
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] items in
                        self?.titleLabel.text = "\\(items.count) items"
                        self?.tableView.reloadData()
                    }
                    .store(in: &cancellables)
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationItem.title = viewModel.title
            }

            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                let item = viewModel.items[indexPath.row]
                switch item.kind {

        """
        for c in 0..<(4 + pick(8)) {
            s += "        case .kind\(c): delegate?.screen(self, didSelect: item, mode: \(c))\n"
        }
        s += """
                default: break
                }
                DispatchQueue.main.async {
                    tableView.deselectRow(at: indexPath, animated: true)
                }
            }
        }

        protocol ScreenDelegate\(i)_\(p): AnyObject {
            func screen(_ screen: UIViewController, didSelect item: Item, mode: Int)
        }


        """
        return s
    }

    mutating func swiftUIView(_ i: Int, _ p: Int) -> String {
        let lazy = pick(3) == 0 ? "VStack" : "LazyVStack"
        return """
        struct Card\(i)_\(p)View: View {
            @State private var isExpanded = false
            @StateObject private var model = CardModel\(i)_\(p)()
            let items: [Item]

            var body: some View {
                NavigationStack {
                    ScrollView {
                        \(lazy)(alignment: .leading, spacing: 12) {
                            ForEach(items) { item in
                                HStack {
                                    Image(systemName: item.icon)
                                        .resizable()
                                        .scaledToFit()
                                        .frame(width: 24, height: 24)
                                    Text("\\(item.title) — \\(item.subtitle)")
                                        .font(.body)
                                        .foregroundStyle(.primary)
                                    Spacer()
                                }
                                .padding(.horizontal, 16)
                                .background(RoundedRectangle(cornerRadius: 12).fill(.background))
                            }
                        }
                    }
                    .navigationTitle("Cards")
                    .toolbar {
                        Button(isExpanded ? "Less" : "More") { withAnimation { isExpanded.toggle() } }
                    }
                    .task { await model.load() }
                }
            }
        }


        """
    }

    mutating func model(_ i: Int, _ p: Int) -> String {
        """
        /* Loads and caches items.
           Block comments /* nest */ in Swift. */
        @MainActor
        final class ListViewModel\(i)_\(p): ObservableObject {
            @Published var items: [Item] = []
            var title: String { "Items (\\(items.count))" }
            private var task: Task<Void, Never>?

            func load() async {
                do {
                    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/\(i)/\(p)")!)
                    items = try JSONDecoder().decode([Item].self, from: data).filter { !$0.title.isEmpty }.sorted { $0.title < $1.title }
                } catch {
                    items = []
                }
            }

            func score(_ value: Int) -> Int {
                let scaled = (value * 3 + 7) / 2 - (value % 5)
                return scaled > 100 ? 100 : max(0, scaled)
            }
        }


        """
    }

    mutating func cell(_ i: Int, _ p: Int) -> String {
        """
        final class ItemCell\(i)_\(p): UITableViewCell {
            static let reuseID = "ItemCell\(i)_\(p)"
            private let iconView = UIImageView()
            private var imageTask: Task<Void, Never>?

            override func prepareForReuse() {
                super.prepareForReuse()
                imageTask?.cancel()
                iconView.image = nil
            }

            func configure(with item: Item) {
                var content = defaultContentConfiguration()
                content.text = item.title
                content.secondaryText = #"raw \\(not interpolated) "# + item.subtitle
                contentConfiguration = content
            }
        }


        """
    }

    /// Writes `files` files totalling about `lines` lines under `dir` (created if needed).
    public static func write(to dir: String, lines: Int, files: Int, seed: UInt64 = 42) throws -> Int {
        var g = CorpusGenerator(seed: seed)
        let per = max(20, lines / max(files, 1))
        var total = 0
        for i in 0..<files {
            let sub = dir + "/Module\(i / 100)"
            if i % 100 == 0 { _ = DirectoryList.makeDirectory(sub) }
            let text = g.file(index: i, lines: per)
            total += text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            try AtomicFile.write(text, to: sub + "/File\(i).swift")
        }
        return total
    }
}
