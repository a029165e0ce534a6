// The core brings Foundation (IndexPath, IndexSet, URL, Data…) to its own files and to its
// users, as `import UIKit` does.
@_exported import Foundation
