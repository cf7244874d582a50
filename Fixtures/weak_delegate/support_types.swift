import UIKit

// Declarations shared by the other files of this run. The type index must learn
// from here which names are protocols and which are classes or structs.

protocol CheckoutFlowDelegate: AnyObject {
    func checkoutDidFinish(orderID: String)
    func checkoutDidCancel()
}

protocol ProductListDataSource: AnyObject {
    func numberOfProducts() -> Int
    func product(at index: Int) -> Product
}

// Class-bound through inheritance from an SDK protocol.
protocol AvatarPickerDelegate: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func avatarPickerDidSelect(_ image: UIImage)
}

@objc protocol ComposerDelegate {
    @objc optional func composerDidChangeText(_ text: String)
}

// Protocol whose name does not end in Delegate/DataSource; the property name decides.
protocol ProductProviding: AnyObject {
    func loadProducts() async throws -> [Product]
}

protocol AnalyticsTracking: AnyObject {
    func track(_ event: String)
}

// A plain (not class-bound) protocol adopted by value types; a `weak` property of
// this type would not compile, so properties of it are not weak_delegate findings.
protocol SectionLayoutDataSource {
    func columns(for width: CGFloat) -> Int
}

struct Product: Hashable {
    let id: UUID
    let name: String
}

// Concrete classes and structs whose names end in Delegate/DataSource.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

final class ScrollForwardingDelegate: NSObject, UIScrollViewDelegate {
    weak var target: UIScrollViewDelegate?
}

final class ProductTableDataSource: NSObject, UITableViewDataSource {
    var products: [Product] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ProductCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = products[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }
}

struct GridLayoutDataSource: SectionLayoutDataSource {
    func columns(for width: CGFloat) -> Int { width > 600 ? 4 : 2 }
}
