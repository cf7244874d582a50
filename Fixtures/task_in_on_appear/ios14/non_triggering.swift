import SwiftUI

// fixture-options: deployment_target=14.0
// With iOS 14 as the minimum, `.task` does not exist: onAppear + Task is the only way.

final class WeatherModel: ObservableObject {
    @Published var summary = ""
    func load() async {}
}

struct WeatherView: View {
    @StateObject private var model = WeatherModel()

    var body: some View {
        Text(model.summary)
            .onAppear {
                Task {
                    await model.load()
                }
            }
    }
}
