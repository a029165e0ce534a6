import DragDropSwiftUI

/// What the views of the appearance tests record: each `onAppear` and `onDisappear` by name.
@MainActor
final class AppearanceLog: ObservableObject {
    @Published var showsDetail = true
    @Published var names = ["Apple", "Pear"]
    var events: [String] = []
}

/// A detail shown or not, and rows of a `ForEach` in a stack, each logging its appearance.
struct AppearingViews: View {
    @ObservedObject var log: AppearanceLog

    var body: some View {
        VStack {
            if log.showsDetail {
                Text("Detail")
                    .onAppear { log.events.append("detail appeared") }
                    .onDisappear { log.events.append("detail disappeared") }
            }
            Divider()
            ForEach(log.names, id: \.self) { name in
                Text(name)
                    .onAppear { log.events.append("\(name) appeared") }
                    .onDisappear { log.events.append("\(name) disappeared") }
            }
        }
    }
}

/// An `onAppear` that changes state: the change shows at the next update.
struct LoadingView: View {
    @State private var loaded = false

    var body: some View {
        Text(loaded ? "Loaded" : "Loading")
            .onAppear { loaded = true }
    }
}

/// Dividers across a vertical and a horizontal stack, and a label.
struct DividedViews: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Top")
            Divider()
            HStack(spacing: 0) {
                Text("Left")
                Divider()
                Text("Right")
            }
            .frame(height: 40)
            Label { Text("Stickers") } icon: { Color.red.frame(width: 16, height: 16) }
        }
    }
}
