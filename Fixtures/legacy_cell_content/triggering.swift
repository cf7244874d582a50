import UIKit

// Table view cells filled through the legacy textLabel / detailTextLabel /
// imageView properties instead of a content configuration. The finding points at
// the property name.

struct Playlist {
    let name: String
    let trackCount: Int
    let artwork: UIImage?
}

final class PlaylistsViewController: UITableViewController {
    private var playlists: [Playlist] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        playlists.count
    }

    // The common dequeue-and-fill form.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlaylistCell", for: indexPath)
        let playlist = playlists[indexPath.row]
        cell.textLabel?.text = playlist.name // expect: legacy_cell_content
        cell.detailTextLabel?.text = "\(playlist.trackCount) tracks" // expect: legacy_cell_content
        cell.imageView?.image = playlist.artwork // expect: legacy_cell_content
        return cell
    }

    // A cell built with a legacy style, and two uses on one line.
    func makeSummaryCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Total" // expect: legacy_cell_content
        cell.imageView?.tintColor = cell.textLabel?.textColor // expect: legacy_cell_content, legacy_cell_content
        return cell
    }

    // Reaching a visible cell through cellForRow(at:) with optional chaining.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.cellForRow(at: indexPath)?.detailTextLabel?.text = "Playing" // expect: legacy_cell_content
    }
}

// A project subclass of UITableViewCell that still uses the inherited labels,
// with implicit and explicit self.
final class SettingsToggleCell: UITableViewCell {
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
        textLabel?.font = .preferredFont(forTextStyle: .body) // expect: legacy_cell_content
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        self.detailTextLabel?.text = nil // expect: legacy_cell_content
    }
}

extension SettingsToggleCell {
    func configure(title: String, symbol: String) {
        textLabel?.text = title // expect: legacy_cell_content
        imageView?.image = UIImage(systemName: symbol) // expect: legacy_cell_content
    }
}

// A dequeued project subclass, force-cast.
final class PreferencesViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Toggle", for: indexPath) as! SettingsToggleCell
        cell.detailTextLabel?.text = indexPath.row == 0 ? "On" : "Off" // expect: legacy_cell_content
        return cell
    }
}
