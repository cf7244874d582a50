import UIKit

// Shared declarations for this run: an async image loader and the models.

actor ImageLoader {
    static let shared = ImageLoader()
    private var cache: [URL: UIImage] = [:]

    func image(for url: URL) async throws -> UIImage {
        if let cached = cache[url] { return cached }
        let (data, _) = try await URLSession.shared.data(from: url)
        guard let image = UIImage(data: data) else { throw URLError(.cannotDecodeContentData) }
        cache[url] = image
        return image
    }

    func cachedImage(for url: URL) -> UIImage? {
        cache[url]
    }
}

struct Member: Hashable, Identifiable {
    let id: UUID
    let name: String
    let avatarURL: URL
}
