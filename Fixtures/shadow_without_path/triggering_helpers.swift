import UIKit

// A view the helper creates itself is its own, even in an extension of a UIKit class.
extension UIViewController {
    func showToast(_ text: String) {
        let toast = UILabel()
        toast.text = text
        toast.backgroundColor = .black
        toast.layer.cornerRadius = 8
        toast.layer.shadowOpacity = 0.3 // expect: shadow_without_path
        view.addSubview(toast)
    }
}
