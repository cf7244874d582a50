import UIKit

// Near-misses: table view dequeues, cell registrations, supplementary views,
// registering identifiers, and the names in comments and strings.

final class OrdersViewController: UITableViewController {
    private let orders = ["#1021", "#1022"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "OrderCell")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "OrderHeader")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    // Table view dequeues by identifier are out of scope.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = orders[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "OrderHeader")
    }
}

final class StoresViewController: UICollectionViewController {
    private let stores = ["Downtown", "Airport"]
    private let storeRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, store in
        var content = cell.defaultContentConfiguration()
        content.text = store
        cell.contentConfiguration = content
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "StoresHeader"
        )
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        stores.count
    }

    // The registration-based dequeue.
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: storeRegistration, for: indexPath, item: stores[indexPath.item])
    }

    // Supplementary views are not cells.
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "StoresHeader", for: indexPath)
    }

    // "collectionView.dequeueReusableCell(withReuseIdentifier: "Store", for: indexPath)"
    func migrationHint() -> String {
        "Replace dequeueReusableCell(withReuseIdentifier:for:) with a CellRegistration"
    }
}
