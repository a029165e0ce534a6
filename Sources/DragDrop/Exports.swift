// The umbrella: `import DragDrop` stands for `import UIKit` — the model (DragDropCore), UIKit's
// face (DragDropUIKit: controllers and the unavailable UIKit names), the SwiftUI-style face
// (DragDropSwiftUI) and Foundation (IndexPath, IndexSet, URL, Data…) as `import UIKit`
// brings it, so ported files need no extra imports.
@_exported import Foundation
@_exported import DragDropCore
@_exported import DragDropUIKit
@_exported import DragDropSwiftUI
