import UIKit

// Registrations created anew every time a cell or supplementary view is requested.
// From iOS 15 on, dequeuing with a registration that was created inside the
// provider raises an exception. The finding points at the registration's type
// name (`CellRegistration`/`SupplementaryRegistration`, or the alias / `.init`),
// or at the call of the type's own factory method that creates one.

struct Contact: Hashable {
    let id: UUID
    let name: String
    let initials: String
}

final class ContactCell: UICollectionViewCell {
    let nameLabel = UILabel()
}

final class ContactsViewController: UIViewController {
    enum Section: Hashable { case favourites, all }

    typealias ContactRegistration = UICollectionView.CellRegistration<ContactCell, Contact>

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Contact>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func configureDataSource() {
        // Registration created inside the cell provider closure, multi-line.
        dataSource = UICollectionViewDiffableDataSource<Section, Contact>(collectionView: collectionView) { collectionView, indexPath, contact in
            let registration = UICollectionView.CellRegistration< // expect: cell_registration_in_provider
                UICollectionViewListCell,
                Contact
            > { cell, _, contact in
                var content = cell.defaultContentConfiguration()
                content.text = contact.name
                cell.contentConfiguration = content
            }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
        }

        // Supplementary registration created inside the supplementary provider.
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: kind) { view, _, indexPath in // expect: cell_registration_in_provider
                var content = view.defaultContentConfiguration()
                content.text = indexPath.section == 0 ? "Favourites" : "All contacts"
                view.contentConfiguration = content
            }
            return collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }
}

final class FavouritesViewController: UIViewController {
    typealias FavouriteRegistration = UICollectionView.CellRegistration<ContactCell, Contact>

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Contact>?

    func makeDataSource() {
        // Through a type alias, with a shorthand `.init` in the second branch.
        dataSource = .init(collectionView: collectionView) { collectionView, indexPath, contact in
            if indexPath.item == 0 {
                let featured = FavouriteRegistration { cell, _, contact in // expect: cell_registration_in_provider
                    cell.nameLabel.text = contact.name.uppercased()
                }
                return collectionView.dequeueConfiguredReusableCell(using: featured, for: indexPath, item: contact)
            }
            let regular: UICollectionView.CellRegistration<ContactCell, Contact> = .init { cell, _, contact in // expect: cell_registration_in_provider
                cell.nameLabel.text = contact.name
            }
            return collectionView.dequeueConfiguredReusableCell(using: regular, for: indexPath, item: contact)
        }
    }
}

// A classic data source method creating the registration on every call.
final class InitialsGridViewController: UICollectionViewController {
    private var contacts: [Contact] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        contacts.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let registration = UICollectionView.CellRegistration<ContactCell, Contact> { cell, _, contact in // expect: cell_registration_in_provider
            cell.nameLabel.text = contact.initials
        }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contacts[indexPath.item])
    }
}

// The provider calls a factory method of the same type that builds a new registration.
final class RecentContactsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Contact>!

    private func makeContactRegistration() -> UICollectionView.CellRegistration<ContactCell, Contact> {
        UICollectionView.CellRegistration { cell, _, contact in
            cell.nameLabel.text = contact.name
        }
    }

    func configure() {
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(
                using: self.makeContactRegistration(), // expect: cell_registration_in_provider
                for: indexPath,
                item: contact
            )
        }
    }
}
