import SwiftUI
import UIKit
import WebKit
import MapKit

// Representables whose inputs only reach the UIKit view in make…: the update
// callback is empty, so later values never arrive.

// The web view that keeps showing the first URL.
struct ArticleWebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {} // expect: empty_update_representable
}

// An update body holding only comments.
struct RatingLabel: UIViewRepresentable {
    var rating: Int
    var tint: UIColor = .systemYellow

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = String(repeating: "★", count: rating)
        label.textColor = tint
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) { // expect: empty_update_representable
        // Nothing to do: the label is configured in makeUIView.
        /* rating never changes after the first render */
    }
}

// A binding read once when the text field is created.
struct LegacySearchField: UIViewRepresentable {
    @Binding var text: String
    var placeholder: String

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar()
        bar.text = text
        bar.placeholder = placeholder
        bar.delegate = context.coordinator
        return bar
    }

    func updateUIView( // expect: empty_update_representable
        _ uiView: UISearchBar,
        context: Context
    ) {
    }

    final class Coordinator: NSObject, UISearchBarDelegate {
        var text: Binding<String>
        init(text: Binding<String>) { self.text = text }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            text.wrappedValue = searchText
        }
    }
}

// A view controller representable with an array input.
struct PhotoPager: UIViewControllerRepresentable {
    let photos: [UIImage]
    let startIndex: Int

    func makeUIViewController(context: Context) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let page = UIViewController()
        page.view = UIImageView(image: photos[startIndex])
        pager.setViewControllers([page], direction: .forward, animated: false)
        return pager
    }

    func updateUIViewController(_ pager: UIPageViewController, context: Context) { } // expect: empty_update_representable
}

// Conformance declared in an extension of the struct, in the same file.
struct StoreLocationMap {
    var coordinate: CLLocationCoordinate2D
    var title: String
}

extension StoreLocationMap: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        let pin = MKPointAnnotation()
        pin.coordinate = coordinate
        pin.title = title
        map.addAnnotation(pin)
        map.setCenter(coordinate, animated: false)
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {} // expect: empty_update_representable
}

#if os(macOS)
import AppKit

// The AppKit twin.
struct ColorWell: NSViewRepresentable {
    var color: NSColor

    func makeNSView(context: Context) -> NSColorWell {
        let well = NSColorWell()
        well.color = color
        return well
    }

    func updateNSView(_ nsView: NSColorWell, context: Context) {} // expect: empty_update_representable
}
#endif

// A hosting controller whose root view is set only once: new content never shows.
struct HostedCard<Content: View>: UIViewControllerRepresentable {
    let content: Content

    func makeUIViewController(context: Context) -> UIViewController {
        let host = UIHostingController(rootView: content)
        host.view.backgroundColor = .clear
        return host
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {} // expect: empty_update_representable
}
