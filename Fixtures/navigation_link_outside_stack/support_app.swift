import SwiftUI

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryTabs()
        }
    }
}

struct LibraryTabs: View {
    @State private var showFilters = false

    var body: some View {
        TabView {
            NavigationStack {
                ShelfList()
            }
            .tabItem { Text("Shelves") }
            AuthorList()
                .tabItem { Text("Authors") }
            ReadingNow()
                .tabItem { Text("Reading") }
            ReadingModeSwitch(compact: true)
                .tabItem { Text("Mode") }
        }
        .sheet(isPresented: $showFilters) {
            FilterPanel()
        }
    }
}
