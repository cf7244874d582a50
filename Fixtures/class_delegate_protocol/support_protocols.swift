import UIKit

// Base protocols and classes the other files of this run inherit from. Whether a
// protocol is class-bound must be resolved through these, across files.

// Class-bound, and not named like a delegate itself.
protocol ScreenRouting: AnyObject {
    func route(to destination: String)
}

// Class-bound through a chain of two protocols.
protocol AnalyticsReporting: ScreenRouting {
    func report(_ event: String)
}

// Not class-bound: adopted by value types as well.
protocol ScreenEventHandling {
    func handle(_ event: String)
}

protocol Validating {
    func validate() -> Bool
}

// A project base class; protocols constrained to it are class-bound.
class BaseCoordinator {
    var children: [BaseCoordinator] = []
    func start() {}
}
