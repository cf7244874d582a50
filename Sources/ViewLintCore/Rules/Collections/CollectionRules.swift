/// The rules of this category, registered in `RuleRegistry`.
public enum CollectionRules {
    public static let all: [any Rule.Type] = [
        CellRegistrationInProvider.self, ReloadItemsInSnapshot.self, LegacyCellContent.self, CellAsyncImageRace.self,
        StringCellDequeue.self, ImageNotDownsampled.self, DuplicateSnapshotItems.self,
    ]
}
