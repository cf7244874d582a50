import SwiftUI

// The replacements of these are available on iOS 15 (or earlier), so they are
// reported even with a minimum of iOS 15.

struct ReminderList: View {
    let reminders: [Reminder]
    @State private var showsOptions = false
    @State private var showsFailure = false

    var body: some View {
        NavigationView {
            List(reminders) { Text($0.title) }
                .navigationBarTitle("Reminders") // expect: deprecated_swiftui_api
                .navigationBarItems(trailing: EditButton()) // expect: deprecated_swiftui_api
                .actionSheet(isPresented: $showsOptions) { // expect: deprecated_swiftui_api
                    ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Date")), .cancel()])
                }
                .alert(isPresented: $showsFailure) { // expect: deprecated_swiftui_api
                    Alert(title: Text("Sync failed"))
                }
        }
        .accentColor(.orange) // expect: deprecated_swiftui_api
    }
}

struct SplashView: View {
    var body: some View {
        Color.orange
            .edgesIgnoringSafeArea(.all) // expect: deprecated_swiftui_api
    }
}

struct SplashView_Previews: PreviewProvider {
    static var previews: some View {
        SplashView()
    }
}
