@_exported import DragDropCore

// `import DragDropSwiftUI` brings the model too, as `import SwiftUI` brings UIKit's types:
// a SwiftUI port changes only its import (`import SwiftUI` → `import DragDropSwiftUI`).

/// The model's UIKit-like view class (UIKit's `UIView`), which this module's `View` — SwiftUI's
/// protocol — hides: the views SwiftUI views render to, and the one place this module names it.
public typealias PlatformView = DragDropCore.View
