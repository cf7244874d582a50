/// Built-in knowledge of the Apple frameworks' class hierarchy and protocols. We read
/// UIKit and SwiftUI code; we never link them, so this table stands in for their headers.
public enum KnownTypes {
    /// class -> superclass
    public static let superclass: [String: String] = {
        var m: [String: String] = [:]
        func set(_ sup: String, _ subs: [String]) { for s in subs { m[s] = sup } }
        set("NSObject", ["UIResponder", "CALayer", "NSLayoutConstraint", "UIGestureRecognizer", "UIColor",
                         "UIFont", "UIImage", "UIBarItem", "UIBarAppearance", "UIScreen", "NotificationCenter",
                         "UIAction", "UIMenuElement", "UITraitCollection", "CADisplayLink", "Timer",
                         "UICollectionViewDiffableDataSource", "UITableViewDiffableDataSource", "NSFetchedResultsController",
                         "UICollectionViewLayout", "UIPresentationController", "URLSession", "OperationQueue"])
        set("UIResponder", ["UIViewController", "UIView", "UIApplication", "UIScene"])
        set("UIScene", ["UIWindowScene"])
        set("UIViewController", [
            "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
            "UIPageViewController", "UISplitViewController", "UIHostingController", "UIAlertController",
            "UISearchController", "UIActivityViewController", "UIDocumentPickerViewController",
            "UIReferenceLibraryViewController", "SFSafariViewController", "MFMailComposeViewController",
            "MFMessageComposeViewController", "AVPlayerViewController", "UIInputViewController",
            "PHPickerViewController", "UIDocumentBrowserViewController", "QLPreviewController",
            "UICloudSharingController", "UIFontPickerViewController", "UIColorPickerViewController",
            "CNContactViewController", "CNContactPickerViewController", "EKEventViewController",
            "EKEventEditViewController", "GKGameCenterViewController", "SKStoreProductViewController",
            "UIVideoEditorController", "ASAuthorizationController", "UIActivityItemsConfiguration",
            "VNDocumentCameraViewController", "DDDevicePickerViewController",
        ])
        set("UINavigationController", ["UIImagePickerController", "UIVideoEditorController"])
        set("UIView", [
            "UILabel", "UIImageView", "UIControl", "UIScrollView", "UITableViewCell", "UICollectionReusableView",
            "UITableViewHeaderFooterView", "UIStackView", "UIActivityIndicatorView", "UIProgressView",
            "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIPickerView",
            "WKWebView", "MKMapView", "UIWindow", "SKView", "ARSCNView", "SCNView", "MTKView", "UIInputView",
            "MKAnnotationView", "UIPopoverBackgroundView", "UIContentUnavailableView", "GLKView",
            "AVRoutePickerView", "ASAuthorizationAppleIDButton", "PKPaymentButton", "UIListContentView",
            "UICalendarView", "LPLinkView", "PHLivePhotoView",
        ])
        set("UIControl", ["UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
                          "UIDatePicker", "UITextField", "UIRefreshControl", "UIColorWell"])
        set("UIScrollView", ["UITableView", "UICollectionView", "UITextView", "PKCanvasView"])
        set("UICollectionReusableView", ["UICollectionViewCell"])
        set("UICollectionViewCell", ["UICollectionViewListCell"])
        set("UIGestureRecognizer", ["UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
                                    "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
                                    "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer"])
        set("CALayer", ["CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
                        "CAScrollLayer", "CATransformLayer", "AVPlayerLayer", "CAMetalLayer"])
        set("UIBarAppearance", ["UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance"])
        set("UIBarItem", ["UIBarButtonItem", "UITabBarItem"])
        set("NSObject", ["NSView", "NSViewController", "NSWindowController", "NSResponder"])
        set("NSViewController", ["NSSplitViewController", "NSTabViewController", "NSPageController",
                                 "NSHostingController", "NSCollectionViewItem", "NSTitlebarAccessoryViewController"])
        set("NSView", ["NSTableCellView", "NSTableRowView", "NSControl", "NSStackView", "NSScrollView",
                       "NSCollectionView", "NSTableView", "NSOutlineView", "NSHostingView", "NSVisualEffectView"])
        set("NSControl", ["NSButton", "NSTextField", "NSSlider", "NSSegmentedControl", "NSPopUpButton"])
        set("NSWindowController", [])
        return m
    }()

    public static let rootClasses: Set<String> = ["NSObject", "NSProxy"]

    /// Protocols from the SDKs that rules reason about.
    public static let protocols: Set<String> = [
        "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate", "UITextFieldDelegate", "UITextViewDelegate",
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "UIGestureRecognizerDelegate",
        "UINavigationControllerDelegate", "UIAdaptivePresentationControllerDelegate", "UISearchBarDelegate",
        "UISearchResultsUpdating", "UIPageViewControllerDataSource", "UIPageViewControllerDelegate",
        "UITabBarControllerDelegate", "UIPopoverPresentationControllerDelegate", "UIViewControllerTransitioningDelegate",
        "UITableViewDataSourcePrefetching", "UICollectionViewDataSourcePrefetching", "UIPickerViewDelegate",
        "UIPickerViewDataSource", "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler",
        "MKMapViewDelegate", "CLLocationManagerDelegate", "NSObjectProtocol", "UIContextMenuInteractionDelegate",
        "UIDocumentPickerDelegate", "UIImagePickerControllerDelegate", "PHPickerViewControllerDelegate",
        "UNUserNotificationCenterDelegate", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate",
        "View", "App", "Scene", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable", "ObservableObject", "Identifiable", "Hashable",
        "Equatable", "Codable", "Decodable", "Encodable", "Sendable", "Error", "CustomStringConvertible",
        "Comparable", "CaseIterable", "RawRepresentable", "PreviewProvider", "Shape", "ButtonStyle",
        "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "DynamicProperty", "Animatable", "Layout",
        "UIContentConfiguration", "UIContentView", "UITraitEnvironment", "UIAppearance", "AnyObject",
    ]

    public static let classBoundProtocols: Set<String> = [
        "NSObjectProtocol", "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource",
        "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate",
        "UITextFieldDelegate", "UITextViewDelegate", "UIApplicationDelegate", "UIWindowSceneDelegate",
        "UISceneDelegate", "UIGestureRecognizerDelegate", "UINavigationControllerDelegate",
        "UIAdaptivePresentationControllerDelegate", "UISearchBarDelegate", "UISearchResultsUpdating",
        "UIPageViewControllerDataSource", "UIPageViewControllerDelegate", "UITabBarControllerDelegate",
        "UIPopoverPresentationControllerDelegate", "UIViewControllerTransitioningDelegate", "UIPickerViewDelegate",
        "UIPickerViewDataSource", "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler",
        "MKMapViewDelegate", "CLLocationManagerDelegate", "ObservableObject", "UIContextMenuInteractionDelegate",
        "UIDocumentPickerDelegate", "UIImagePickerControllerDelegate", "PHPickerViewControllerDelegate",
        "UNUserNotificationCenterDelegate", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate",
        "UIContentView", "UITraitEnvironment",
    ]

    /// protocol -> protocols it inherits
    public static let protocolParents: [String: [String]] = [
        "UITableViewDataSourcePrefetching": ["NSObjectProtocol"],
        "UICollectionViewDelegateFlowLayout": ["UICollectionViewDelegate"],
        "UICollectionViewDelegate": ["UIScrollViewDelegate"],
        "UITableViewDelegate": ["UIScrollViewDelegate"],
        "UIWindowSceneDelegate": ["UISceneDelegate"],
    ]

    /// Conformances of SDK classes that rules ask about.
    public static let conformances: [String: [String]] = [
        "UIViewController": ["UITraitEnvironment"],
        "UIView": ["UITraitEnvironment"],
    ]

    /// Role of an SDK class itself.
    static func role(_ name: String) -> TypeIndex.Role? {
        switch name {
        case "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
             "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
             "UIAlertController", "UISearchController", "UIInputViewController", "UIImagePickerController",
             "SFSafariViewController", "AVPlayerViewController", "UIActivityViewController",
             "UIDocumentPickerViewController", "PHPickerViewController", "UIDocumentBrowserViewController",
             "QLPreviewController", "UIReferenceLibraryViewController", "MFMailComposeViewController",
             "MFMessageComposeViewController", "CNContactViewController", "CNContactPickerViewController",
             "EKEventViewController", "EKEventEditViewController", "UIFontPickerViewController",
             "UIColorPickerViewController", "UICloudSharingController", "UIVideoEditorController",
             "GKGameCenterViewController", "SKStoreProductViewController", "VNDocumentCameraViewController":
            return .viewController
        case "UITableViewCell": return .tableViewCell
        case "UICollectionViewCell", "UICollectionViewListCell": return .collectionViewCell
        case "UICollectionReusableView", "UITableViewHeaderFooterView": return .reusableView
        case "UIView": return .view
        case "UIResponder", "UIApplication": return .responder
        case "NSObject", "NSView", "NSViewController", "NSWindowController", "NSResponder": return .other
        default:
            if let sup = superclass[name] { return role(sup) }
            return nil
        }
    }
}
