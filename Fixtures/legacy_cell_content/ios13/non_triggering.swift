// fixture-options: deployment_target=13.0
import UIKit

// The app still supports iOS 13, where UIListContentConfiguration does not exist.

final class LegacyContactsViewController: UITableViewController {
    private let names = ["Ada", "Grace", "Linus"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        cell.detailTextLabel?.text = "Mobile"
        cell.imageView?.image = UIImage(systemName: "person.circle")
        return cell
    }
}
