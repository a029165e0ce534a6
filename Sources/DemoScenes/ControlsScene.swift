import DragDropSwiftUI

/// The SwiftUI controls demo's model: the stickers counted by its button, its toggle's value,
/// the text of its field.
@MainActor
package final class ControlsModel: ObservableObject {
    @Published package var stickers = 0
    @Published package var fragile = false
    @Published package var label = ""

    package static let hint = "Click the button to count a sticker; switch Fragile on (the circle turns orange); type a label; scroll the shelf."

    package init() {}
}

/// The SwiftUI controls demo page, written as SwiftUI code is: a `Button`, a `Toggle` and a
/// `TextField` bound to the model, and a row of shapes (`Rectangle` casting a shadow, `RoundedRectangle`,
/// `Circle` following the toggle, a stroked `Capsule`, a bordered colour at half opacity, a
/// colour with rounded corners, a text under a half-opaque `overlay`), and a
/// `ScrollView` of a shelf's rows.
package struct ControlsView: View {
    @ObservedObject var model: ControlsModel

    package init(model: ControlsModel) {
        self.model = model
    }

    /// The shelf shown in the scroll view, its rows in these colours in turn.
    static let shelf = ["Socks", "Hat", "Book", "Camera", "Towel", "Map", "Torch", "Scarf", "Gloves"]
    static let shelfColors: [Color] = [.blue, .pink, .yellow]

    package var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Button("Add a sticker") { model.stickers += 1 }
                Text("\(model.stickers) stickers")
            }
            Toggle("Fragile", isOn: $model.fragile)
            TextField("Label", text: $model.label)
            Text(model.label.isEmpty ? "No label yet" : "Label: \(model.label)")
                .foregroundColor(model.label.isEmpty ? .gray : nil)
            HStack(spacing: 16) {
                Rectangle().fill(.red).frame(width: 60, height: 60).shadow(radius: 3, y: 4)
                RoundedRectangle(cornerRadius: 16).fill(.green).frame(width: 60, height: 60)
                Circle().fill(model.fragile ? .orange : .blue).frame(width: 60, height: 60)
                Capsule().stroke(.purple, lineWidth: 6).frame(width: 90, height: 40)
                Color.yellow.frame(width: 60, height: 60).border(.black, width: 4).opacity(0.5)
                Color.green.frame(width: 60, height: 60).cornerRadius(24)
                Text("Tinted").padding(8).overlay(Color.orange.opacity(0.5))
            }
            ScrollView {
                ForEach(Array(Self.shelf.enumerated()), id: \.offset) { index, name in
                    Text(name)
                        .frame(maxWidth: .infinity, minHeight: 40)
                        .background(Self.shelfColors[index % Self.shelfColors.count])
                }
            }
            .frame(height: 96)
        }
        .padding(24)
    }
}
