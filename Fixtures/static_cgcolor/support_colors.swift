import UIKit

// Project colour palette for this run: asset-catalog colours (dynamic, with dark
// variants) and fixed brand colours.

extension UIColor {
    static let cardBorder = UIColor(named: "CardBorder")!
    static let cardShadow = UIColor(named: "CardShadow") ?? .black
    static let brandRed = UIColor(red: 0.91, green: 0.18, blue: 0.24, alpha: 1)
    static let hairline = UIColor(white: 0, alpha: 0.12)
}
