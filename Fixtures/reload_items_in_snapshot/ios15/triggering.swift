// fixture-options: deployment_target=15.0
import UIKit

// The minimum is exactly iOS 15, where reconfigureItems is available.

final class StandingsViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func pointsChanged(for team: String) {
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([team]) // expect: reload_items_in_snapshot
        dataSource.apply(snapshot)
    }
}
