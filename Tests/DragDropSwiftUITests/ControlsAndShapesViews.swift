import DragDropSwiftUI

/// A form of controls: a button counting up, a toggle, a field whose text a label repeats.
struct ControlsForm: View {
    @State private var taps = 0
    @State private var isOn = false
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Button("Add one") { taps += 1 }
            Text("taps \(taps)")
            Toggle("Packed", isOn: $isOn)
            Text(isOn ? "on" : "off")
            TextField("Name", text: $name)
            Text("hello \(name)")
        }
    }
}

/// Shapes and the appearance modifiers.
struct ShapesBoard: View {
    var body: some View {
        VStack(spacing: 0) {
            Circle().fill(.red).frame(width: 100, height: 50)
            RoundedRectangle(cornerRadius: 12).stroke(.blue, lineWidth: 4).frame(width: 80, height: 40)
            Capsule().frame(width: 60, height: 20).foregroundColor(.green)
            Color.yellow.frame(width: 50, height: 30).border(.black, width: 2)
            Text("faint").opacity(0.25)
            Text("tinted").foregroundStyle(.purple)
            Text("under").overlay(Rectangle().fill(.orange.opacity(0.5)))
            Rectangle().frame(width: 10, height: 10)
        }
    }
}

/// Colours clipped by shapes.
struct ClippedColors: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).clipShape(Circle())
            Color.blue.frame(width: 40, height: 40).cornerRadius(8)
            Color.green.frame(width: 30, height: 30).clipped()
            Color.yellow.frame(width: 30, height: 30)
        }
    }
}

/// A shape and a text casting shadows, beside one that casts none.
struct ShadowedCards: View {
    var body: some View {
        HStack(spacing: 10) {
            Rectangle().fill(.red).frame(width: 40, height: 30).shadow(radius: 4, y: 3)
            Text("Soft").shadow(color: .blue, radius: 2, x: -1, y: 1)
            Rectangle().fill(.green).frame(width: 40, height: 30)
        }
    }
}
