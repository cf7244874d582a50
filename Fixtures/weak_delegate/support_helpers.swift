import UIKit

protocol RecordZoneDelegate: AnyObject {
    func zoneDidFetch(_ zone: RecordZone)
}

final class AccountZoneHelper: RecordZoneDelegate {
    func zoneDidFetch(_ zone: RecordZone) {}
}

final class SyncAccount {
    let zone = RecordZone()

    init() {
        zone.delegate = AccountZoneHelper()
    }
}

protocol BulkActionDelegate: AnyObject {
    func bulkActionDidFinish()
}
