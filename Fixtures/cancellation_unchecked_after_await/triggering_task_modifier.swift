import SwiftUI

// Only the .task modifier in this file: no other spelling of the word.

struct ClockView: View {
    @State private var now = Date()
    let ticker: ScoreService

    var body: some View {
        Text(now, style: .time)
            .task {
                while true { // expect: cancellation_unchecked_after_await
                    await ticker.pause()
                    now = Date()
                }
            }
    }
}
