@_exported import DragDropCore
// The Foundation and UniformTypeIdentifiers names SwiftUI code uses with drag and drop, each
// declared once (in DragDropUIKit) so that `import DragDrop`, which brings both faces, sees
// one declaration: a SwiftUI-only file gets their rename message, not "cannot find".
@_exported import typealias DragDropUIKit.NSItemProvider
@_exported import protocol DragDropUIKit.NSItemProviderReading
@_exported import protocol DragDropUIKit.NSItemProviderWriting
@_exported import typealias DragDropUIKit.UTType

// `import DragDropSwiftUI` brings the model too, as `import SwiftUI` brings UIKit's types:
// a SwiftUI port changes only its import (`import SwiftUI` → `import DragDropSwiftUI`).

/// The model's UIKit-like view class (UIKit's `UIView`), which this module's `View` — SwiftUI's
/// protocol — hides: the views SwiftUI views render to, and the one place this module names it.
public typealias PlatformView = DragDropCore.View
