import DemoScenes
import DragDropGTK
import Foundation

// The article demos on GTK 4, in one window with a sidebar: teams by division (seed 000),
// image grid (seed 001), two lists (seed 002), a Kanban board (tables inside collection view cells),
// notes (a board taking pastes and drops of styled text; a trash notes fade into), and a page
// written in SwiftUI (a List with onMove, a LazyVGrid of draggable items, a dropDestination),
// the Teams seed as a SwiftUI view body, and one of SwiftUI controls and shapes (Button, Toggle,
// TextField, Rectangle, Circle, …), and one of SwiftUI stickers (a LazyHGrid scrolling sideways).
//   --demo teams|grid|twolists|kanban|notes|swiftui|swiftuiteams|controls|stickers the page shown first (default teams)
//   --teams-variant classic|dragAndDrop|swiftUI|transferable
//   --grid-variant dragAndDrop|controller
//   --state-file PATH                 writes the visible demo's model as JSON after every change
//   --long-press-with-mouse           a long press with the mouse starts a drag, as a touch does

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

let status = MainActor.assumeIsolated {
    GTKCollectionHost.longPressWithMouse = arguments.contains("--long-press-with-mouse")
    let variant = option("--teams-variant").flatMap(TeamsPage.Variant.init(rawValue:)) ?? .dragAndDrop
    let gridVariant = option("--grid-variant").flatMap(ImageGridPage.Variant.init(rawValue:)) ?? .dragAndDrop
    let pages: [any DemoPage] = [TeamsPage(variant: variant), ImageGridPage(variant: gridVariant), TwoListsPage(), KanbanPage(), NotesPage(),
                                  SwiftUIPage(), SwiftUITeamsPage(), ControlsPage(), StickersPage()]
    let initial = option("--demo") ?? "teams"
    guard pages.contains(where: { $0.name == initial }) else {
        FileHandle.standardError.write(Data("dragdrop-demos: unknown demo \(initial); choose one of \(pages.map(\.name).joined(separator: ", "))\n".utf8))
        return Int32(2)
    }
    let window = DemosWindow(pages: pages, stateFile: option("--state-file").map { StateFile(url: URL(fileURLWithPath: $0)) })
    let app = GTKApplication(identifier: "org.dragdrop.demos") { app in window.open(in: app, showing: initial) }
    app.followsSystemStyle = false  // libadwaita's style manager does (Adwaita.adopt)
    return withExtendedLifetime(window) { app.run() }
}
exit(status)
