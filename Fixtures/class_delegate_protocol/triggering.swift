import UIKit

// A plain delegate protocol: a `weak var` of this type does not compile.
protocol CartDelegate { // expect: class_delegate_protocol
    func cartDidChange(itemCount: Int)
    func cartDidRequestCheckout()
}

// A data source protocol with no class constraint.
protocol GalleryDataSource { // expect: class_delegate_protocol
    var numberOfPhotos: Int { get }
    func photo(at index: Int) -> UIImage?
}

// Access modifiers and global-actor attributes do not make it class-bound.
public protocol PlayerControlsDelegate { // expect: class_delegate_protocol
    func playerControlsDidTapPlay()
}

@MainActor protocol ComposeDelegate { // expect: class_delegate_protocol
    func composeDidSend(_ text: String)
}

// Inheriting only protocols that are not class-bound (declared in another file).
protocol SignUpFormDelegate: Validating, ScreenEventHandling { // expect: class_delegate_protocol
    func signUpFormDidSubmit(email: String)
}

// Standard-library protocols are not class constraints.
protocol UploadDelegate: Sendable { // expect: class_delegate_protocol
    func uploadDidProgress(_ fraction: Double)
}

// A multi-line inheritance list.
protocol ReceiptDataSource: // expect: class_delegate_protocol
    CustomStringConvertible,
    Sendable
{
    func lineItems() -> [String]
}

// Inheriting a delegate protocol from this run that is itself not class-bound.
protocol ExpressCartDelegate: CartDelegate { // expect: class_delegate_protocol
    func expressCheckoutDidFinish()
}

// Declared in a conditional-compilation block.
#if os(iOS)
protocol HapticsDelegate { // expect: class_delegate_protocol
    func hapticsShouldPlay(_ style: UIImpactFeedbackGenerator.FeedbackStyle) -> Bool
}
#endif

// A protocol nested in a class (Swift 5.10+), named exactly `Delegate`.
final class RatingView: UIView {
    protocol Delegate { // expect: class_delegate_protocol
        func ratingView(_ view: RatingView, didSelect rating: Int)
    }

    var ratingHandler: ((Int) -> Void)?
}

// A conforming controller, to show the protocols in use.
final class CartViewController: UIViewController, CartDelegate {
    func cartDidChange(itemCount: Int) {
        navigationItem.title = "Cart (\(itemCount))"
    }

    func cartDidRequestCheckout() {}
}

// Held through a protocol requirement that an adopter sets to itself.
protocol TourStepDelegate { // expect: class_delegate_protocol
    func tourStepDidFinish()
}

protocol TourStepPresenting {
    var stepDelegate: TourStepDelegate? { get set }
}

final class TourViewController: UIViewController, TourStepDelegate {
    var currentStep: TourStepPresenting?

    func showNextStep() {
        currentStep?.stepDelegate = self
    }

    func tourStepDidFinish() {}
}
