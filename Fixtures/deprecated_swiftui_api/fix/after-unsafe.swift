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
            Image(systemName: "airplane").foregroundStyle(.blue)
            Text("Saved").font(.caption).foregroundStyle(.black.opacity(0.6))
            Text(trip.name)
                .foregroundStyle(Color.primary)
            Text(trip.isBooked ? "Booked" : "Planned")
                .foregroundStyle(.secondary)
            Text(trip.isBooked ? "✓" : "…").foregroundStyle(.tripAccent)
            Circle()
                .foregroundStyle(trip.tagColor)
                .frame(width: 8, height: 8)
            Text("Draft").foregroundColor(trip.isBooked ? .green : nil)
            Text("Synced").foregroundStyle(trip.tagColor == nil ? .gray : .primary)
        }
    }
}

struct TripsScreen: View {
    let trips: [Trip]

    var body: some View {
        NavigationView {
            List(trips) { TripRow(trip: $0) }
                .navigationTitle("Trips")
        }
        .tint(.orange)
    }
}

struct TripDetail: View {
    let trip: Trip

    var body: some View {
        ZStack {
            Color.black.opacity(0.1).ignoresSafeArea(.container)
            Text(trip.name)
                .navigationBarTitle(Text(trip.name), displayMode: .inline)
        }
        .background(Color.white.ignoresSafeArea(.container, edges: [.top, .bottom]))
        .cornerRadius(8)
    }
}
