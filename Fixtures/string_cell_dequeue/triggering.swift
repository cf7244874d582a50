import UIKit

// Collection view cells dequeued by string reuse identifier (opt-in rule). The
// finding points at `dequeueReusableCell`.

final class ProductCell: UICollectionViewCell {
    static let reuseIdentifier = "ProductCell"
    let titleLabel = UILabel()
}

struct Product: Hashable {
    let sku: String
    let title: String
}

final class CatalogViewController: UICollectionViewController {
    private var products: [Product] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ProductCell.self, forCellWithReuseIdentifier: ProductCell.reuseIdentifier)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Placeholder")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        products.count + 1
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        // String literal identifier.
        guard indexPath.item < products.count else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Placeholder", for: indexPath) // expect: string_cell_dequeue
        }
        // A static constant is still a string identifier plus a cast.
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ProductCell.reuseIdentifier, for: indexPath) as! ProductCell // expect: string_cell_dequeue
        cell.titleLabel.text = products[indexPath.item].title
        return cell
    }
}

final class WishlistViewController: UIViewController {
    private var collectionView: UICollectionView?
    private var dataSource: UICollectionViewDiffableDataSource<Int, Product>!

    // Inside a diffable cell provider, with a multi-line call and an identifier
    // derived from the class name.
    func configureDataSource() {
        guard let collectionView else { return }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, product in
            guard let cell = collectionView.dequeueReusableCell( // expect: string_cell_dequeue
                withReuseIdentifier: String(describing: ProductCell.self),
                for: indexPath
            ) as? ProductCell else { return nil }
            cell.titleLabel.text = product.title
            return cell
        }
    }
}

extension WishlistViewController {
    // Optional chaining on an optional collection view, in an extension.
    func emptyCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        self.collectionView?.dequeueReusableCell(withReuseIdentifier: "Empty", for: indexPath) // expect: string_cell_dequeue
    }
}
