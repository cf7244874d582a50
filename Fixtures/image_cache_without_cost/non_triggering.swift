import UIKit

// Near-misses: entries with a cost, caches with a countLimit, caches of
// non-image values, Data caches that say nothing about images, caches of
// rendered images (a few small bitmaps), caches declared elsewhere, and NSCache
// subclasses.

final class SizedImageCache {
    private let images: NSCache<NSString, UIImage> = {
        let cache = NSCache<NSString, UIImage>()
        cache.totalCostLimit = 64 * 1024 * 1024
        return cache
    }()

    func store(_ image: UIImage, key: String) {
        let cost = Int(image.size.width * image.size.height * image.scale * image.scale * 4)
        images.setObject(image, forKey: key as NSString, cost: cost)
    }
}

final class CountedImageCache {
    private let images = NSCache<NSString, UIImage>()

    init() {
        images.countLimit = 200
    }

    func store(_ image: UIImage, key: String) {
        images.setObject(image, forKey: key as NSString)
    }
}

final class BuiltWithLimit {
    static let shared: NSCache<NSURL, UIImage> = {
        let cache = NSCache<NSURL, UIImage>()
        cache.countLimit = 50
        return cache
    }()

    func store(_ image: UIImage, url: URL) {
        BuiltWithLimit.shared.setObject(image, forKey: url as NSURL)
    }
}

final class HeightCache {
    private let heights = NSCache<NSString, NSNumber>()
    private let colors = NSCache<NSString, UIColor>()
    private let responses = NSCache<NSURL, NSData>()

    func store(height: CGFloat, key: String, color: UIColor, response: Data, url: URL) {
        heights.setObject(height as NSNumber, forKey: key as NSString)
        colors.setObject(color, forKey: key as NSString)
        responses.setObject(response as NSData, forKey: url as NSURL)
    }
}

final class ImageCache: NSCache<NSString, UIImage> {}

final class UsesSubclass {
    private let cache = ImageCache()

    func store(_ image: UIImage, key: String) {
        cache.setObject(image, forKey: key as NSString)
    }
}

final class UsesSharedCache {
    // Declared in another module: its limits are not visible here.
    func store(_ image: UIImage, key: String) {
        SharedCaches.images.setObject(image, forKey: key as NSString)
    }
}

// A dictionary's setObject, not a cache.
func fill(_ dictionary: NSMutableDictionary, image: UIImage) {
    dictionary.setObject(image, forKey: "image" as NSString)
}

// Rendered glyphs, keyed by name and size: a few small bitmaps.
final class GlyphRenderer {
    private static let rendered = NSCache<NSString, UIImage>()

    static func glyph(_ name: String, size: CGFloat) -> UIImage {
        let key = "\(name)-\(size)" as NSString
        if let cached = rendered.object(forKey: key) { return cached }
        let image = UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { _ in }
        rendered.setObject(image, forKey: key)
        return image
    }
}
