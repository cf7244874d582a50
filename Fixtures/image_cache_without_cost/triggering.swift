import UIKit

// Image caches filled without a cost and bounded by nothing.

final class AvatarStore {
    private let images = NSCache<NSString, UIImage>()

    func store(_ image: UIImage, for user: String) {
        images.setObject(image, forKey: user as NSString) // expect: image_cache_without_cost
    }

    func storeFromNetwork(_ image: UIImage, url: URL) {
        self.images.setObject(image, forKey: url.absoluteString as NSString) // expect: image_cache_without_cost
    }
}

final class CoverArtCache {
    static let shared = CoverArtCache()
    // A static cache, reached through the type's name.
    static let decoded: NSCache<NSURL, UIImage> = {
        let cache = NSCache<NSURL, UIImage>()
        cache.name = "covers"
        return cache
    }()

    func remember(_ image: UIImage, url: URL) {
        CoverArtCache.decoded.setObject(image, forKey: url as NSURL) // expect: image_cache_without_cost
    }
}

final class ThumbnailLoader {
    // A cost limit that never applies: every entry costs 0.
    private let cache = NSCache<NSString, UIImage>()

    init() {
        cache.totalCostLimit = 50 * 1024 * 1024
    }

    func put(_ image: UIImage, key: String) {
        cache.setObject(image, forKey: key as NSString) // expect: image_cache_without_cost
    }
}

final class PreviewDataCache {
    // Encoded image data: the cache's name says what it holds.
    private let thumbnailData = NSCache<NSString, NSData>()

    func keep(_ data: Data, id: String) {
        thumbnailData.setObject(data as NSData, forKey: id as NSString) // expect: image_cache_without_cost
    }
}

func cacheLocally(_ image: UIImage) {
    let scratch = NSCache<NSNumber, UIImage>()
    scratch.setObject(image, forKey: 1) // expect: image_cache_without_cost
}
