import Foundation
import ImageGalleryCore

/// `.window-state.json` as the next start reads it: whatever the file holds, a window of a
/// sensible size.
enum WindowStateTarget {
    static let target = FuzzTarget(name: "window-state", summary: "WindowState(savedData:): sizes within bounds") { data in
        let state = WindowState(savedData: data)
        FuzzTarget.require((400...8000).contains(state.width) && (300...8000).contains(state.height), "window \(state.width)×\(state.height)")
        FuzzTarget.require((60...800).contains(state.cellWidth), "cell width \(state.cellWidth)")
        FuzzTarget.require(state.sanitized == state, "not sanitized")
        return true
    }
}
