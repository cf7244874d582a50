import SwiftUI
import UIKit

// Clip first, then shadow; shadows and clips on different views.

struct RoundAvatar: View {
    let image: Image

    var body: some View {
        image
            .resizable()
            .scaledToFill()
            .frame(width: 56, height: 56)
            .clipShape(Circle())
            .shadow(radius: 6)
    }
}

// cornerRadius, clipped and mask before the shadow.
struct ProductCard: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
                .padding()
                .background(.background)
                .cornerRadius(12)
                .shadow(radius: 4)
            Color.blue
                .frame(height: 80)
                .clipped()
                .shadow(color: .blue.opacity(0.3), radius: 10)
            Text("Sale")
                .padding(6)
                .background(.red)
                .mask(Capsule())
                .compositingGroup()
                .shadow(radius: 2)
        }
    }
}

// The two-view pattern: the shadow lives on the background shape, the content clips.
struct LayeredCard: View {
    let cover: Image

    var body: some View {
        cover
            .resizable()
            .scaledToFill()
            .frame(height: 160)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .background(
                RoundedRectangle(cornerRadius: 16)
                    .fill(.background)
                    .shadow(radius: 8)
            )
    }
}

// Sibling views: one ends with a shadow, the next one clips itself.
struct ProfileHeader: View {
    let avatar: Image
    let name: String

    var body: some View {
        HStack {
            Text(name)
                .font(.title2)
                .shadow(radius: 1)
            avatar
                .resizable()
                .frame(width: 40, height: 40)
                .clipShape(Circle())
        }
    }
}

// A clip inside an overlay's own content does not clip the outer shadow;
// contentShape only changes hit testing.
struct BadgedIcon: View {
    let icon: Image
    let badge: Image

    var body: some View {
        icon
            .font(.largeTitle)
            .padding()
            .background(.thinMaterial, in: .rect(cornerRadius: 12))
            .shadow(radius: 4)
            .overlay(alignment: .topTrailing) {
                badge
                    .resizable()
                    .frame(width: 16, height: 16)
                    .clipShape(Circle())
            }
            .contentShape(.rect(cornerRadius: 12))
    }
}

// UIKit layers and the names in comments and strings.
final class ShadowCardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        // .shadow(radius: 4).clipShape(Circle()) would cut the shadow in SwiftUI.
        layer.shadowRadius = 4
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
        accessibilityHint = ".shadow() then .clipped()"
    }
}

// A mask grown past the view with padding keeps the shadow on the padded side on
// purpose: here only the top shadow survives, the bottom one is cut.
struct BottomSheetHandle: View {
    private let radius: CGFloat = 12

    var body: some View {
        Capsule()
            .fill(.background)
            .frame(height: 44)
            .shadow(color: .black.opacity(0.2), radius: radius, y: -4)
            .mask(Rectangle().padding(.top, -radius * 3))
    }
}
