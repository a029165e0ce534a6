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

/// Twenty rows of 50 points in a vertical scroll view 200 high, and a horizontal one of tiles.
struct ScrollingBoard: View {
    @State var tapped: [Int] = []

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                ForEach(0..<20, id: \.self) { row in
                    Text("row \(row)").frame(width: 300, height: 50).onTapGesture { tapped.append(row) }
                }
            }
            .frame(height: 200)
            ScrollView(.horizontal) {
                ForEach(0..<10, id: \.self) { tile in
                    Color.blue.frame(width: 100, height: 80)
                }
            }
            .frame(height: 80)
        }
    }
}
