import DemoScenes
import DragDropSwiftUI
import DragDropTesting
import Foundation
import Testing

/// Seed 000's SwiftUI Teams code as a SwiftUI view body (`TeamsView` in DemoScenes, shown by the demos app): a List of a ForEach of division
/// Sections (header and footer text), rows that are HStacks with a Spacer, `onDrag`, and a
/// DropDelegate per row re-sorting its division live while a team hovers it.
@MainActor
@Suite("Ported SwiftUI sample: seed 000's teams (List of Sections, onDrag, per-row DropDelegate)", .timeLimit(.minutes(1)))
struct TeamsTests {
    /// The middle of a row: each division is a 28-point header, three 44-point rows and a 28-point footer.
    func row(_ row: Int, inDivision division: Int, _ fraction: Double = 0.5) -> Point {
        Point(x: 120, y: Double(division) * 188 + 28 + (Double(row) + fraction) * 44)
    }

    @Test("Each division is a section with its header and footer; its rows fill the row's width")
    func sections() throws {
        let scene = HostedScene(TeamsViewScene.makeView())
        let table = try #require(scene.first(TableView.self))
        #expect(scene.shownRows() == ["Harbor Hawks", "Liberty Lions", "Bay Bulls", "Lake Lynx", "Motor Mustangs", "River Rams"])
        #expect(table.numberOfSections == 2)
        #expect(table.layout.frameForFooter(inSection: 0) == Rect(x: 0, y: 160, width: 400, height: 28))
        #expect(table.dataSource?.tableView(table, titleForFooterInSection: 1) == "3 teams")
        // HStack { Text; Spacer(); Text }: the city ends at the row's right edge.
        let city = try #require(scene.textView("Boston"))
        #expect(abs(city.convert(city.bounds, to: nil).maxX - 400) < 0.5)
    }

    @Test("A team dragged down its division re-sorts it live, and stays where it was dropped")
    func liveResort() async {
        let scene = HostedScene(TeamsViewScene.makeView())
        #expect(scene.driver.press(at: row(0, inDivision: 0)))
        scene.glide(to: row(1, inDivision: 0, 0.6))
        #expect(Array(scene.shownRows().prefix(3)) == ["Liberty Lions", "Harbor Hawks", "Bay Bulls"])
        scene.glide(to: row(2, inDivision: 0, 0.6))
        #expect(Array(scene.shownRows().prefix(3)) == ["Liberty Lions", "Bay Bulls", "Harbor Hawks"])
        scene.driver.release()
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(scene.shownRows() == ["Liberty Lions", "Bay Bulls", "Harbor Hawks", "Lake Lynx", "Motor Mustangs", "River Rams"])
    }

    @Test("A team hovering a team of another division changes nothing")
    func otherDivision() async {
        let scene = HostedScene(TeamsViewScene.makeView())
        #expect(scene.driver.press(at: row(2, inDivision: 0)))
        scene.glide(to: row(1, inDivision: 1))
        scene.driver.release()
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(scene.shownRows() == ["Harbor Hawks", "Liberty Lions", "Bay Bulls", "Lake Lynx", "Motor Mustangs", "River Rams"])
    }

    @Test("The port changes at most 2 % of the original's lines beyond renames")
    func portedByRenames() throws {
        let (original, port) = try PortingDiff.lines(of: "TeamsView.swift", port: "Sources/DemoScenes/SwiftUITeams/TeamsView.swift")
        let changed = PortingDiff.changedLines(original: original, port: port)
        #expect(Double(changed) <= 0.02 * Double(port.count), "\(changed) of \(port.count) lines changed")
        // The counter counts: a line changed beyond a rename is one.
        #expect(PortingDiff.changedLines(original: original, port: port.map { $0.replacingOccurrences(of: "Spacer()", with: "Spacer(minLength: 0)") }) == 1)
    }
}

extension HostedScene {
    /// The first text view showing `string` in the window.
    func textView(_ string: String) -> PlatformView? {
        func find(in view: PlatformView) -> PlatformView? {
            if case .text(string, _) = view.renderedContent { return view }
            return view.subviews.lazy.compactMap(find(in:)).first
        }
        return find(in: host)
    }
}
