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

// The container around the filled image clips it (a Group in a grid cell, a
// GeometryReader), and template glyphs that are tinted icons rather than photos.
struct MediaCell: View {
    let url: URL?
    let isLandscape: Bool

    var body: some View {
        GeometryReader { proxy in
            Group {
                AsyncImage(url: url) { image in
                    image
                        .resizable()
                        .scaledToFill()
                        .frame(width: proxy.size.width, height: proxy.size.width)
                } placeholder: {
                    Color.secondary
                }
            }
        }
        .clipped()
        .aspectRatio(1, contentMode: .fit)
    }
}

struct PerkRow: View {
    let icon: String
    let title: String

    var body: some View {
        HStack {
            Image(icon)
                .renderingMode(.template)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 20, height: 20)
                .foregroundStyle(.tint)
            // Tinted: the asset is a template glyph.
            Image("compose")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .foregroundColor(.white)
                .frame(width: 28, height: 28)
            Text(title)
        }
    }
}

// A full-bleed backdrop: the image takes the whole size of a GeometryReader drawn behind
// everything (ignoring the safe area, first in a ZStack, or in a .background). The
// overflow goes off-screen; clipping would remove the bleed under the bars.
struct WelcomeBackdrop: View {
    var body: some View {
        GeometryReader { proxy in
            Image("welcome")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottomLeading)
        }
        .ignoresSafeArea()
    }
}

struct ScannerScreen: View {
    let frameImage: Image

    var body: some View {
        ZStack {
            GeometryReader { geometry in
                frameImage
                    .resizable()
                    .scaledToFill()
                    .frame(width: geometry.size.width, height: geometry.size.height)
            }
            Color.black.opacity(0.4)
            Text("Point at a code")
        }
    }
}

struct SignInCard: View {
    var body: some View {
        Text("Sign in")
            .padding()
            .background {
                GeometryReader { g in
                    Image("paper")
                        .resizable()
                        .scaledToFill()
                        .frame(width: g.size.width, height: g.size.height)
                }
            }
    }
}
