import UIKit

// Caches of loaded images filled without a cost and bounded by nothing, and a
// cost limit that never applies.

final class AvatarStore {
    private let images = NSCache<NSURL, UIImage>()

    func store(_ image: UIImage, from url: URL) {
        images.setObject(image, forKey: url as NSURL) // expect: image_cache_without_cost
    }

    func load(_ url: URL) {
        URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            self.images.setObject(image, forKey: url as NSURL) // expect: image_cache_without_cost
        }.resume()
    }
}

final class CoverArtCache {
    // A static cache, reached through the type's name, keyed by file path.
    static let decoded: NSCache<NSString, UIImage> = {
        let cache = NSCache<NSString, UIImage>()
        cache.name = "covers"
        return cache
    }()

    func remember(_ image: UIImage, path: String) {
        CoverArtCache.decoded.setObject(image, forKey: path as NSString) // expect: image_cache_without_cost
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
    // Encoded image data read from disk: the cache's name says what it holds.
    private let thumbnailData = NSCache<NSString, NSData>()

    func keep(fileAt location: URL, id: String) throws {
        let data = try Data(contentsOf: location)
        thumbnailData.setObject(data as NSData, forKey: id as NSString) // expect: image_cache_without_cost
    }
}

func cacheFromDisk(_ file: String) {
    let scratch = NSCache<NSNumber, UIImage>()
    guard let image = UIImage(contentsOfFile: file) else { return }
    scratch.setObject(image, forKey: 1) // expect: image_cache_without_cost
}
