import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropSwiftUI
import Foundation

extension DragDropSwiftUI.App {
    /// Runs the application on GTK (what `@main` calls): each `WindowGroup` of its `body`
    /// opens a window with a header bar, its root view on a `GTKSwiftUIHost`; the window's
    /// title — shown in the header bar — is the root view's `navigationTitle`, else the
    /// group's title, else the application type's name. Exits with GTK's status when the
    /// last window closes.
    public static func main() {
        let status = MainActor.assumeIsolated { SwiftUIAppRunner.run(Self()) }
        exit(status)
    }
}

/// Opens an `App`'s windows in a ``GTKApplication``; with `--state-file PATH` among the
/// arguments, a ``GTKStateReport`` says where each window's host ("window0", …) and its
/// ``GTKSwiftUIHost/drawnParts`` are, and the windows' titles ("titles").
@MainActor
enum SwiftUIAppRunner {
    private static var report: GTKStateReport?
    private static var titles: [() -> String?] = []

    /// Runs `app` until its last window closes; returns GTK's exit status.
    static func run<Application: DragDropSwiftUI.App>(_ app: Application) -> Int32 {
        let name = String(describing: Application.self)
        let identifier = "org.dragdrop.swiftui." + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let application = GTKApplication(identifier: identifier) { gtkApp in
            report = GTKStateReport { ["titles": titles.map { $0() ?? "" }] }
            for (index, scene) in app.body._windows.enumerated() {
                let host = open(scene, named: name, in: gtkApp)
                report?.add(host, named: "window\(index)")
                titles.append { [weak host] in host.flatMap { gtk_widget_get_root($0.widget) }.flatMap { gtk_window_get_title(dd_window(UnsafeMutableRawPointer($0))) }.map { String(cString: $0) } }
            }
        }
        return application.run()
    }

    /// A window of `scene`: a header bar over the hosting view, the title following the views.
    private static func open(_ scene: SceneWindow, named name: String, in gtkApp: GTKApplication) -> GTKSwiftUIHost<AnyView> {
        let fallbackTitle = scene.title ?? name
        let controller = HostingController(rootView: scene.rootView)
        controller.host.frame = Rect(x: 0, y: 0, width: 360, height: 240)
        var made: GTKSwiftUIHost<AnyView>?
        gtkApp.openWindow(title: fallbackTitle, size: Size(width: 480, height: 640), titlebar: gtk_header_bar_new()) { window in
            let host = GTKSwiftUIHost(controller: controller, system: gtkApp.system, window: window)
            made = host
            host.afterEvent = { [unowned host] in
                guard let root = gtk_widget_get_root(host.widget) else { return }
                let title = host.hostingView.navigationTitle ?? fallbackTitle
                let gtkWindow = dd_window(UnsafeMutableRawPointer(root))
                if gtk_window_get_title(gtkWindow).map({ String(cString: $0) }) != title { gtk_window_set_title(gtkWindow, title) }
            }
            return host.widget
        }
        guard let made else { preconditionFailure("openWindow makes the window's content at once") }
        return made
    }
}
