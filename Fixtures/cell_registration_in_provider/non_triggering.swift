import SwiftUI
import UIKit

// Near-misses: registrations created once (stored, lazy, or a local created before
// the data source and captured by the provider), configurations created in the
// provider, and the names in comments and strings.

struct Recipe: Hashable {
    let id: Int
    let title: String
    let minutes: Int
}

final class RecipeCell: UICollectionViewListCell {
    var recipe: Recipe?
}

final class RecipesViewController: UIViewController {
    enum Section { case main }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Recipe.ID>!
    private var recipes: [Recipe.ID: Recipe] = [:]

    // Stored lazily, created once.
    private lazy var recipeRegistration = UICollectionView.CellRegistration<RecipeCell, Recipe> { cell, _, recipe in
        var content = cell.defaultContentConfiguration()
        content.text = recipe.title
        content.secondaryText = "\(recipe.minutes) min"
        cell.contentConfiguration = content
    }

    // Stored in viewDidLoad.
    private var footerRegistration: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        footerRegistration = UICollectionView.SupplementaryRegistration(elementKind: UICollectionView.elementKindSectionFooter) { footer, _, _ in
            var content = footer.defaultContentConfiguration()
            content.text = "Powered by the recipe service"
            footer.contentConfiguration = content
        }
        configureDataSource()
    }

    private func configureDataSource() {
        // A local registration created before the data source and captured by the
        // provider: the usual pattern, created once.
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            var content = header.defaultContentConfiguration()
            content.text = "Recipes"
            header.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Recipe.ID>(collectionView: collectionView) { [weak self] collectionView, indexPath, id in
            guard let self, let recipe = self.recipes[id] else { return nil }
            return collectionView.dequeueConfiguredReusableCell(using: self.recipeRegistration, for: indexPath, item: recipe)
        }

        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            guard let self else { return nil }
            if kind == UICollectionView.elementKindSectionHeader {
                return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            return collectionView.dequeueConfiguredReusableSupplementary(using: self.footerRegistration, for: indexPath)
        }
    }
}

// Configurations (not registrations) built inside the provider.
final class ShoppingListViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private let itemRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        cell.accessories = [.checkmark()]
        cell.contentConfiguration = UIListContentConfiguration.cell()
    }

    func configureDataSource() {
        let registration = itemRegistration
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            var content = UIListContentConfiguration.valueCell()
            content.text = item
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemBackground : .secondarySystemBackground
            cell.backgroundConfiguration = background
            return cell
        }
    }
}

// cellForItemAt that dequeues with a stored registration and hosts SwiftUI content.
final class TimerGridViewController: UICollectionViewController {
    private let timers = ["Pasta", "Eggs", "Rice"]
    private let timerRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
        cell.contentConfiguration = UIHostingConfiguration { Text(name) }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        timers.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        // Comment only: never write UICollectionView.CellRegistration<Cell, Item> { … } here.
        let note = "UICollectionView.CellRegistration must not be created in cellForItemAt"
        _ = note
        return collectionView.dequeueConfiguredReusableCell(using: timerRegistration, for: indexPath, item: timers[indexPath.item])
    }
}
