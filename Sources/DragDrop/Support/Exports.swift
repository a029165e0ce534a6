// `import DragDrop` brings Foundation (IndexPath, IndexSet, URL, Data…) as `import UIKit`
// does, so ported files need no extra imports.
@_exported import Foundation
