import DragDrop
import Foundation
import Testing

/// SEMANTICS 42: a file manager's drag enters with one item per file, learnt from its uri-list
/// before any target hears of it. The front ends (GTK's `ExternalDrops`, the headless driver)
/// perform what this machine decides; these are the interleavings a real window system produces.
@Suite("A drag from another application held while its uri-list is read")
struct ExternalDragResolutionTests {
    static let fileManager = ["text/uri-list", "x-special/gnome-icon-list", "text/plain;charset=utf-8"]
    static let list = Data("file:///tmp/a.png\r\nfile:///tmp/b.jpg\r\n".utf8)

    @Test("A drag that offers its content enters at once, with its offered item; nothing is provisional")
    func contentEntersAtOnce() {
        var resolution = ExternalDragResolution(offering: ["image/png", "text/uri-list"])
        #expect(!resolution.readsURIList)
        #expect(resolution.arrived(at: Point(x: 1, y: 2)) == [.enter(at: Point(x: 1, y: 2), uriList: nil)])
        #expect(resolution.provisionalOperation == nil)
        #expect(resolution.moved(to: Point(x: 3, y: 4)) == [.move(to: Point(x: 3, y: 4))])
        #expect(resolution.released(at: Point(x: 3, y: 4)) == [.drop(at: Point(x: 3, y: 4))])
        #expect(resolution.released(at: Point(x: 3, y: 4)) == [], "one drop per drag")
    }

    @Test("A file manager's drag waits for its list: moves only move where it will enter, the window system hears copy")
    func movesWhileReading() {
        var resolution = ExternalDragResolution(offering: Self.fileManager)
        #expect(resolution.arrived(at: Point(x: 10, y: 10)) == [.readURIList])
        #expect(resolution.isReading)
        #expect(resolution.provisionalOperation == .copy)
        #expect(resolution.moved(to: Point(x: 20, y: 30)) == [])
        #expect(resolution.moved(to: Point(x: 25, y: 35)) == [])
        #expect(resolution.listRead(Self.list) == [.enter(at: Point(x: 25, y: 35), uriList: Self.list)])
        #expect(resolution.provisionalOperation == nil, "the core answers once the drag has entered")
        #expect(resolution.moved(to: Point(x: 40, y: 40)) == [.move(to: Point(x: 40, y: 40))])
    }

    @Test("A release before the list arrives is held, then performed where it happened, right after the drag enters")
    func releaseBeforeTheList() {
        var resolution = ExternalDragResolution(offering: Self.fileManager)
        _ = resolution.arrived(at: Point(x: 10, y: 10))
        #expect(resolution.released(at: Point(x: 12, y: 14)) == [])
        #expect(resolution.moved(to: Point(x: 90, y: 90)) == [], "nothing moves a released drag")
        #expect(resolution.left() == [], "a leave after the release (Wayland reports one) does not abandon it")
        #expect(resolution.listRead(Self.list) == [.enter(at: Point(x: 12, y: 14), uriList: Self.list),
                                                  .drop(at: Point(x: 12, y: 14))])
        #expect(resolution.released(at: Point(x: 12, y: 14)) == [])
    }

    @Test("A drag that leaves before its list arrives is abandoned: no target ever hears of it, and a late list changes nothing")
    func leaveBeforeTheList() {
        var resolution = ExternalDragResolution(offering: Self.fileManager)
        _ = resolution.arrived(at: Point(x: 10, y: 10))
        #expect(resolution.left() == [.abandon])
        #expect(resolution.listRead(Self.list) == [])
        #expect(resolution.released(at: .zero) == [])
        #expect(resolution.provisionalOperation == nil)
    }

    @Test("A list that cannot be read: the drag enters with its offered item")
    func unreadableList() {
        var resolution = ExternalDragResolution(offering: Self.fileManager)
        _ = resolution.arrived(at: Point(x: 5, y: 5))
        #expect(resolution.listRead(nil) == [.enter(at: Point(x: 5, y: 5), uriList: nil)])
    }

    @Test("Events out of order change nothing: a list nobody asked for, a second arrival")
    func outOfOrder() {
        var resolution = ExternalDragResolution(offering: Self.fileManager)
        #expect(resolution.listRead(Self.list) == [])
        #expect(resolution.moved(to: .zero) == [])
        #expect(resolution.arrived(at: .zero) == [.readURIList])
        #expect(resolution.arrived(at: .zero) == [])
    }
}
