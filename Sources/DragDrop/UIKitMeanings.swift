import DragDropCore

// Names both faces declare: SwiftUI's `View` and `Image` (in DragDropSwiftUI) and UIKit's (in
// the core). `import DragDrop` stands for `import UIKit`, so the umbrella pins UIKit's meaning
// (a module's declaration shadows the same name from the modules it imports); a file that
// imports DragDropSwiftUI itself gets SwiftUI's.

/// UIKit's view (`DragDropCore.View`), the meaning `import DragDrop` gives the name.
public typealias View = DragDropCore.View
/// UIKit's image (`DragDropCore.Image`), the meaning `import DragDrop` gives the name.
public typealias Image = DragDropCore.Image
