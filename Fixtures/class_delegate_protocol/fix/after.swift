import UIKit

protocol TicketScannerDelegate: AnyObject {
    func ticketScanner(didRead code: String)
}

// After the last inherited protocol, before the `where` clause.
protocol SeatMapDataSource: CustomStringConvertible, Sendable, AnyObject where Seat: Hashable {
    associatedtype Seat
    func seats() -> [Seat]
}

// Primary associated types stay next to the name.
protocol VenueListDelegate<Venue>: AnyObject {
    associatedtype Venue
    func venueList(didPick venue: Venue)
}

// A multi-line inheritance list.
protocol BoxOfficeDelegate:
    CustomDebugStringConvertible, AnyObject
{
    func boxOfficeDidClose()
}

// A struct adopts it: reported by nobody, fixed by nobody.
protocol WristbandDelegate {
    func wristbandDidTap()
}

struct WristbandLogger: WristbandDelegate {
    func wristbandDidTap() {}
}

// A mutating requirement cannot stay in a class-bound protocol: reported, not fixed.
protocol QueueDelegate {
    mutating func queueDidAdvance()
}

final class TicketScannerViewController: UIViewController {
    var delegate: TicketScannerDelegate?
    var seatDataSource: (any SeatMapDataSource)?
    var venueDelegate: (any VenueListDelegate)?
    var boxOfficeDelegate: BoxOfficeDelegate?
    var wristbandDelegate: WristbandDelegate?
    var queueDelegate: QueueDelegate?
}
