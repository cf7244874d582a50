import SwiftUI
import UIKit

// Fill-scaled images given a frame but never clipped: layout reports the frame,
// while the pixels paint over the neighbours.

struct BookCover: View {
    let name: String

    var body: some View {
        Image(name)
            .resizable()
            .scaledToFill() // expect: scaled_to_fill_without_clip
            .frame(width: 120, height: 180)
    }
}

// aspectRatio(contentMode: .fill), with and without a ratio, and a flexible frame.
struct HeroHeader: View {
    let photo: UIImage

    var body: some View {
        VStack(spacing: 0) {
            Image(uiImage: photo)
                .resizable()
                .aspectRatio(contentMode: .fill) // expect: scaled_to_fill_without_clip
                .frame(maxWidth: .infinity, maxHeight: 240)
            Image("banner")
                .resizable()
                .aspectRatio(16 / 9, contentMode: .fill) // expect: scaled_to_fill_without_clip
                .frame(height: 90)
                .overlay(alignment: .bottomLeading) {
                    Text("Summer sale").padding()
                }
        }
    }
}

// clipped() before the frame clips the oversized image to itself: no effect.
struct Thumbnail: View {
    let image: Image

    var body: some View {
        image
            .resizable()
            .scaledToFill() // expect: scaled_to_fill_without_clip
            .clipped()
            .frame(width: 64, height: 64)
    }
}

// Grid cells, with an #if block in the chain.
struct PhotoGrid: View {
    let names: [String]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                ForEach(names, id: \.self) { name in
                    Image(name)
                        .resizable()
                        #if os(iOS)
                        .interpolation(.medium)
                        #endif
                        .scaledToFill() // expect: scaled_to_fill_without_clip
                        .frame(minWidth: 0, maxWidth: .infinity)
                        .frame(height: 100)
                }
            }
        }
    }
}

// AsyncImage: the image is filled in the content closure, the frame sits on the
// AsyncImage, and nothing clips.
struct RemoteAvatar: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { image in
            image
                .resizable()
                .scaledToFill() // expect: scaled_to_fill_without_clip
        } placeholder: {
            Color.gray.opacity(0.2)
        }
        .frame(width: 44, height: 44)
    }
}

// In a View extension.
extension Image {
    func coverStyle(height: CGFloat) -> some View {
        self.resizable().scaledToFill().frame(height: height) // expect: scaled_to_fill_without_clip
    }
}

// The reader's full size, but the reader is a card among others: the overflow paints
// over the neighbours.
struct PosterCard: View {
    let poster: Image

    var body: some View {
        VStack {
            GeometryReader { proxy in
                poster
                    .resizable()
                    .scaledToFill() // expect: scaled_to_fill_without_clip
                    .frame(width: proxy.size.width, height: proxy.size.height)
            }
            .frame(height: 180)
            Text("Now showing")
        }
    }
}
