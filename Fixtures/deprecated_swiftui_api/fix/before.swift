import SwiftUI

// Renames of deprecated modifiers. Safe: a color foregroundStyle reads the same, and
// edgesIgnoringSafeArea (container safe area only). Unsafe: any other foregroundColor
// argument, accentColor and the one-argument navigationBarTitle.

struct Trip: Identifiable {
    let id: Int
    var name: String
    var isBooked: Bool
    var tagColor: Color
}

extension Color {
    static let tripAccent = Color(red: 0.9, green: 0.4, blue: 0.2)
}

struct TripRow: View {
    let trip: Trip

    var body: some View {
        HStack {
            Image(systemName: "airplane").foregroundColor(.blue)
            Text("Saved").font(.caption).foregroundColor(.black.opacity(0.6))
            Text(trip.name)
                .foregroundColor(Color.primary)
            Text(trip.isBooked ? "Booked" : "Planned")
                .foregroundColor(.secondary)
            Text(trip.isBooked ? "✓" : "…").foregroundColor(.tripAccent)
            Circle()
                .foregroundColor(trip.tagColor)
                .frame(width: 8, height: 8)
            Text("Draft").foregroundColor(trip.isBooked ? .green : nil)
            Text("Synced").foregroundColor(trip.tagColor == nil ? .gray : .primary)
        }
    }
}

struct TripsScreen: View {
    let trips: [Trip]

    var body: some View {
        NavigationView {
            List(trips) { TripRow(trip: $0) }
                .navigationBarTitle("Trips")
        }
        .accentColor(.orange)
    }
}

struct TripDetail: View {
    let trip: Trip

    var body: some View {
        ZStack {
            Color.black.opacity(0.1).edgesIgnoringSafeArea(.all)
            Text(trip.name)
                .navigationBarTitle(Text(trip.name), displayMode: .inline)
        }
        .background(Color.white.edgesIgnoringSafeArea([.top, .bottom]))
        .cornerRadius(8)
    }
}
