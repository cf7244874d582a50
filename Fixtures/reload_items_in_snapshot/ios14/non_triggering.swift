// fixture-options: deployment_target=14.0
import UIKit

// The app still supports iOS 14, where reconfigureItems does not exist, so a
// snapshot reload is the only way to refresh an item.

final class ScoresViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func scoreChanged(for team: String) {
        var snapshot = dataSource.snapshot()
        snapshot.reloadItems([team])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func scoresChanged(for teams: [String]) {
        var snapshot = self.dataSource.snapshot()
        snapshot.reloadItems(teams)
        self.dataSource.apply(snapshot)
    }
}
