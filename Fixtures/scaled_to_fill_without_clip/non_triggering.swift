import SwiftUI
import UIKit

// Fill-scaled images that are clipped after the frame, fit-scaled images, and
// fills without a frame.

struct ClippedCover: View {
    let name: String

    var body: some View {
        VStack {
            Image(name)
                .resizable()
                .scaledToFill()
                .frame(width: 120, height: 180)
                .clipped()
            Image(name)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 56, height: 56)
                .clipShape(Circle())
            Image(name)
                .resizable()
                .scaledToFill()
                .frame(height: 200)
                .clipShape(
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                )
            // cornerRadius and mask clip too.
            Image(name)
                .resizable()
                .scaledToFill()
                .frame(width: 80, height: 80)
                .cornerRadius(8)
            Image(name)
                .resizable()
                .scaledToFill()
                .frame(width: 80, height: 80)
                .mask(Circle())
        }
    }
}

// Fit never overflows.
struct Logo: View {
    var body: some View {
        VStack {
            Image("logo").resizable().scaledToFit().frame(width: 120)
            Image("mark").resizable().aspectRatio(contentMode: .fit).frame(height: 40)
        }
    }
}

// A full-screen background without a frame, filling the safe area on purpose.
struct LoginBackground: View {
    var body: some View {
        ZStack {
            Image("login-bg")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()
            Text("Welcome back")
        }
    }
}

// The frame-then-overlay pattern: the frame lives on a clear placeholder that clips.
struct GridCell: View {
    let name: String

    var body: some View {
        Color.clear
            .frame(height: 120)
            .overlay {
                Image(name)
                    .resizable()
                    .scaledToFill()
            }
            .clipped()
    }
}

// AsyncImage clipped on the outer chain.
struct RemoteThumbnail: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable().scaledToFill()
        } placeholder: {
            ProgressView()
        }
        .frame(width: 64, height: 64)
        .clipShape(.rect(cornerRadius: 8))
    }
}

// UIKit content modes and the names in comments and strings.
final class CoverCell: UICollectionViewCell {
    private let imageView = UIImageView()

    func configure() {
        // .scaledToFill().frame(height: 100) needs .clipped() in SwiftUI.
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.accessibilityLabel = ".aspectRatio(contentMode: .fill)"
    }
}
