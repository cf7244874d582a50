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

    /// Delegate and data-source protocols of Apple's frameworks (all Objective-C protocols,
    /// hence class-bound), for stored properties whose type no linted file declares. An
    /// explicit list: a name's prefix or suffix says nothing (`OCDataSource` is a class).
    public static let frameworkDelegateProtocols: Set<String> = [
        // UIKit
        "UITableViewDelegate", "UITableViewDataSource", "UITableViewDataSourcePrefetching", "UITableViewDragDelegate",
        "UITableViewDropDelegate", "UICollectionViewDelegate", "UICollectionViewDataSource",
        "UICollectionViewDelegateFlowLayout", "UICollectionViewDataSourcePrefetching", "UICollectionViewDragDelegate",
        "UICollectionViewDropDelegate", "UIScrollViewDelegate", "UITextFieldDelegate", "UITextViewDelegate",
        "UISearchBarDelegate", "UISearchControllerDelegate", "UISearchResultsUpdating", "UIPickerViewDelegate",
        "UIPickerViewDataSource", "UIPageViewControllerDelegate", "UIPageViewControllerDataSource",
        "UINavigationControllerDelegate", "UITabBarControllerDelegate", "UITabBarDelegate", "UIToolbarDelegate",
        "UINavigationBarDelegate", "UIGestureRecognizerDelegate", "UIPopoverPresentationControllerDelegate",
        "UIAdaptivePresentationControllerDelegate", "UISheetPresentationControllerDelegate",
        "UIImagePickerControllerDelegate", "UIDocumentPickerDelegate", "UIDocumentInteractionControllerDelegate",
        "UIDocumentBrowserViewControllerDelegate", "UIContextMenuInteractionDelegate", "UIDragInteractionDelegate",
        "UIDropInteractionDelegate", "UIPointerInteractionDelegate", "UIEditMenuInteractionDelegate",
        "UIPencilInteractionDelegate", "UIColorPickerViewControllerDelegate", "UIFontPickerViewControllerDelegate",
        "UISplitViewControllerDelegate", "UITextInputDelegate", "UIPrintInteractionControllerDelegate",
        "UIVideoEditorControllerDelegate", "UICloudSharingControllerDelegate", "UICalendarViewDelegate",
        "UIWebViewDelegate", "UIActionSheetDelegate", "UIAlertViewDelegate", "UIApplicationDelegate",
        "UISceneDelegate", "UIWindowSceneDelegate", "UIViewControllerTransitioningDelegate",
        // WebKit, MapKit, Core Location
        "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler", "WKDownloadDelegate",
        "MKMapViewDelegate", "MKLocalSearchCompleterDelegate", "CLLocationManagerDelegate",
        // AVFoundation, AVKit, media
        "AVAudioPlayerDelegate", "AVAudioRecorderDelegate", "AVCaptureMetadataOutputObjectsDelegate",
        "AVCapturePhotoCaptureDelegate", "AVCaptureVideoDataOutputSampleBufferDelegate",
        "AVCaptureAudioDataOutputSampleBufferDelegate", "AVCaptureFileOutputRecordingDelegate",
        "AVPlayerViewControllerDelegate", "AVPictureInPictureControllerDelegate", "AVSpeechSynthesizerDelegate",
        "AVAssetResourceLoaderDelegate", "AVRoutePickerViewDelegate", "MPMediaPickerControllerDelegate",
        // Foundation, Core Data, networking
        "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate",
        "URLSessionWebSocketDelegate", "URLSessionStreamDelegate", "NSFetchedResultsControllerDelegate",
        "XMLParserDelegate", "NetServiceDelegate", "NetServiceBrowserDelegate", "StreamDelegate", "NSCacheDelegate",
        "FileManagerDelegate", "NSKeyedArchiverDelegate", "NSKeyedUnarchiverDelegate", "NSUserActivityDelegate",
        "PortDelegate", "NSMachPortDelegate", "NSURLConnectionDelegate", "NSURLConnectionDataDelegate",
        // Notifications, photos, contacts, events, messages, Safari, authentication, store
        "UNUserNotificationCenterDelegate", "PHPickerViewControllerDelegate", "PHPhotoLibraryChangeObserver",
        "CNContactPickerDelegate", "CNContactViewControllerDelegate", "EKEventEditViewDelegate",
        "EKEventViewDelegate", "EKCalendarChooserDelegate", "MFMailComposeViewControllerDelegate",
        "MFMessageComposeViewControllerDelegate", "SFSafariViewControllerDelegate",
        "ASAuthorizationControllerDelegate", "ASAuthorizationControllerPresentationContextProviding",
        "ASWebAuthenticationPresentationContextProviding", "SKProductsRequestDelegate", "SKRequestDelegate",
        "SKPaymentTransactionObserver", "SKStoreProductViewControllerDelegate", "GKGameCenterControllerDelegate",
        "QLPreviewControllerDataSource", "QLPreviewControllerDelegate", "VNDocumentCameraViewControllerDelegate",
        "PKCanvasViewDelegate", "PKToolPickerObserver", "PKPaymentAuthorizationViewControllerDelegate",
        "PKPaymentAuthorizationControllerDelegate", "PKAddPassesViewControllerDelegate", "PKPushRegistryDelegate",
        // Devices, sessions, games, AR
        "CBCentralManagerDelegate", "CBPeripheralDelegate", "CBPeripheralManagerDelegate", "WCSessionDelegate",
        "MCSessionDelegate", "MCNearbyServiceAdvertiserDelegate", "MCNearbyServiceBrowserDelegate",
        "MCBrowserViewControllerDelegate", "CXProviderDelegate", "CXCallObserverDelegate", "SFSpeechRecognizerDelegate",
        "SFSpeechRecognitionTaskDelegate", "NFCNDEFReaderSessionDelegate", "NFCTagReaderSessionDelegate",
        "ARSCNViewDelegate", "ARSessionDelegate", "SCNSceneRendererDelegate", "SKSceneDelegate",
        "SKPhysicsContactDelegate", "SKViewDelegate", "MTKViewDelegate", "GLKViewDelegate",
        // AppKit
        "NSTableViewDelegate", "NSTableViewDataSource", "NSOutlineViewDelegate", "NSOutlineViewDataSource",
        "NSCollectionViewDelegate", "NSCollectionViewDataSource", "NSCollectionViewDelegateFlowLayout",
        "NSTextFieldDelegate", "NSTextViewDelegate", "NSTextDelegate", "NSControlTextEditingDelegate",
        "NSWindowDelegate", "NSApplicationDelegate", "NSMenuDelegate", "NSSplitViewDelegate", "NSTabViewDelegate",
        "NSToolbarDelegate", "NSSearchFieldDelegate", "NSComboBoxDelegate", "NSComboBoxDataSource",
        "NSPopoverDelegate", "NSSharingServiceDelegate", "NSSharingServicePickerDelegate", "NSTextStorageDelegate",
        "NSLayoutManagerDelegate", "NSOpenSavePanelDelegate", "NSPageControllerDelegate", "NSBrowserDelegate",
        "NSGestureRecognizerDelegate", "NSSpeechSynthesizerDelegate", "NSAlertDelegate", "NSStackViewDelegate",
        "NSUserNotificationCenterDelegate", "NSTouchBarDelegate", "NSPathControlDelegate", "NSTokenFieldDelegate",
        "NSScrubberDelegate", "NSScrubberDataSource", "NSDatePickerCellDelegate", "NSImageDelegate", "NSSoundDelegate",
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
    static func role(_ name: String) -> TypeIndex.Role? { roles[name] }

    /// The SDK classes whose role is known, and every SDK class below one of them: one hash
    /// lookup per question (the names were compared one by one, on every type of a run).
    private static let roles: [String: TypeIndex.Role] = {
        // Every SDK view controller is below UIViewController in the table above.
        var direct: [String: TypeIndex.Role] = ["UIViewController": .viewController]
        direct["UITableViewCell"] = .tableViewCell
        for n in ["UICollectionViewCell", "UICollectionViewListCell"] { direct[n] = .collectionViewCell }
        for n in ["UICollectionReusableView", "UITableViewHeaderFooterView"] { direct[n] = .reusableView }
        direct["UIView"] = .view
        for n in ["UIResponder", "UIApplication"] { direct[n] = .responder }
        for n in ["NSObject", "NSView", "NSViewController", "NSWindowController", "NSResponder"] { direct[n] = .other }
        // Below a listed class: the nearest listed ancestor's role (the chain is short; a
        // cycle in the table would stop at 64 steps).
        var all = direct
        for name in superclass.keys where direct[name] == nil {
            var cur = name
            var steps = 0
            while let sup = superclass[cur], steps < 64 {
                if let r = direct[sup] { all[name] = r; break }
                cur = sup
                steps += 1
            }
        }
        return all
    }()
}
