/// Names of framework types and functions whose construction sites are not recorded: no linted
/// file declares them, so no query about app lifetime, temporaries or owned helpers asks about
/// them. Purely a cost measure (they are most of the calls `T(…)` in real code); kept as FNV-1a
/// hashes of the names so that the scanner checks a token without making a string.
enum FrameworkNames {
    /// Names an app is unlikely to give its own classes (`Settings`, `Logger`, `List` are left
    /// out: skipping a project type's sites would only make the queries more conservative,
    /// but there is no reason to).
    static let valueTypes: [String] = [
        // Swift and Foundation
        "String", "Int", "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result",
        "Data", "Date", "URL", "URLRequest", "URLComponents", "URLQueryItem", "UUID", "IndexPath", "IndexSet",
        "NSRange", "Range", "Decimal", "Measurement", "DateComponents", "DateFormatter", "NumberFormatter",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "NSLock", "NSRecursiveLock",
        "NSAttributedString", "NSMutableAttributedString", "AttributedString", "NSLocalizedString", "NSPredicate",
        "NSSortDescriptor", "NSError", "NSNumber", "TimeZone", "CharacterSet", "DispatchQueue", "DispatchTime",
        "DispatchGroup", "DispatchSemaphore", "OSLog", "Int64", "Int32", "UInt", "UInt8", "UInt32", "UInt64",
        "TimeInterval", "Substring",
        // Core Graphics and UIKit values
        "CGRect", "CGSize", "CGPoint", "CGFloat", "CGAffineTransform", "CGVector", "CATransform3D", "UIEdgeInsets",
        "NSDirectionalEdgeInsets", "UIOffset", "CMTime",
        // SwiftUI
        "Text", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "Spacer", "Button", "ForEach", "NavigationView", "NavigationStack", "NavigationLink", "NavigationSplitView",
        "ScrollView", "ScrollViewReader", "Color", "Toggle", "TextField", "SecureField", "TextEditor", "Picker",
        "Slider", "Stepper", "Divider", "GeometryReader", "RoundedRectangle", "Rectangle", "Circle", "Capsule",
        "Ellipse", "EmptyView", "AnyView", "ProgressView", "ShareLink", "TabView", "GridItem", "ViewThatFits",
        "Binding", "AsyncImage", "TimelineView", "ContentUnavailableView", "ColorPicker", "DatePicker",
        "EdgeInsets", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "UnitPoint",
        "LocalizedStringKey", "AttributeContainer", "Task", "ToolbarItem", "ToolbarItemGroup", "WindowGroup",
        "DisclosureGroup", "OutlineGroup", "TableColumn", "LabeledContent", "ControlGroup",
    ]

    /// Whether the identifier token names a framework type (`hashes`).
    static func isFramework(_ bytes: [UInt8], _ t: Token) -> Bool {
        hashes.contains(FastText.fnv1a(bytes[Int(t.start)..<Int(t.end)]))
    }

    static let hashes: Set<UInt64> = {
        var names = Set(valueTypes)
        names.formUnion(KnownTypes.superclass.keys)
        names.formUnion(KnownTypes.protocols)
        names.formUnion(KnownTypes.rootClasses)
        names.formUnion(KnownTypes.frameworkDelegateProtocols)
        return Set(names.map { FastText.fnv1a($0.utf8) })
    }()
}
