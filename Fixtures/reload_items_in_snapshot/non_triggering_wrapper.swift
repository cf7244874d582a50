import UIKit

// General-purpose wrappers on the data source that hand their parameter on: the choice
// between a reload and a reconfigure belongs to the caller.
extension UICollectionViewDiffableDataSource {
    func refreshItems(_ identifiers: [ItemIdentifierType], animated: Bool = true) {
        var current = snapshot()
        current.reconfigureItems(identifiers)
        apply(current, animatingDifferences: animated)
    }

    func replaceCells(for identifiers: [ItemIdentifierType], animated: Bool = true) {
        var current = snapshot()
        current.reloadItems(identifiers)
        apply(current, animatingDifferences: animated)
    }
}
