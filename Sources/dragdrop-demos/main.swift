import CGtk
import DemoScenes
import DragDrop
import DragDropGTK
import Foundation

// The article demos on GTK 4. Today: the image grid (seed 001).
// Options: --state-file PATH writes the demo's model as JSON after every change (the
// end-to-end tests read it).

let arguments = CommandLine.arguments
let stateFile = arguments.firstIndex(of: "--state-file").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }

/// Writes the model atomically, so a reader never sees half a file.
func writeState(_ object: [String: Any]) {
    guard let stateFile, let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    try? data.write(to: URL(fileURLWithPath: stateFile), options: .atomic)
}

let status = MainActor.assumeIsolated {
    var hosts: [GTKCollectionHost] = []
    var scenes: [ImageGridScene] = []
    let app = GTKApplication(identifier: "org.dragdrop.demos") { app in
        app.addStyle("""
            .dragdrop-collection { background: linear-gradient(160deg, #2b5876, #4e4376); }
            .dragdrop-cell { background: #fdfdfd; color: #222; border-radius: 8px; font-size: 28px; font-weight: bold; }
            .dragdrop-cell.selected { background: #cde; }
            """)
        let grid = ImageGridScene(frame: Rect(x: 0, y: 0, width: 310, height: 560))
        scenes.append(grid)
        app.openWindow(title: "Image grid — \(ImageGridScene.hint)", size: Size(width: 310, height: 560)) { window in
            let host = GTKCollectionHost(view: grid.collectionView, system: app.system, window: window)
            host.afterChange = { writeState(["demo": "grid", "items": grid.items]) }
            hosts.append(host)
            writeState(["demo": "grid", "items": grid.items])
            return host.widget
        }
    }
    return app.run()
}
exit(status)
