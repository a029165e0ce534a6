import DragDropSwiftUI

/// A navigation stack whose title counts the taps on its text.
struct TitledCounter: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            Text("count \(count)")
                .onTapGesture { count += 1 }
                .navigationTitle(count == 0 ? "Counter" : "Counter (\(count))")
        }
    }
}

/// An older `NavigationView` whose title is given by a view inside an `if`.
struct OptionalTitle: View {
    @State var showsTitle = true

    var body: some View {
        NavigationView {
            VStack {
                Text("toggle").onTapGesture { showsTitle.toggle() }
                if showsTitle {
                    Text("titled").navigationTitle("Shown")
                }
            }
        }
    }
}

/// A title outside any navigation container.
struct UncontainedTitle: View {
    var body: some View {
        Text("alone").navigationTitle("Nowhere")
    }
}

/// An application of two windows.
struct TwoWindowApp: App {
    var body: some Scene {
        WindowGroup { TitledCounter() }
        WindowGroup("Second") { UncontainedTitle() }
    }
}
