import DragDrop
import DragDropGTK
import DragDropSwiftUI

extension GTKSwiftUIHost {
    /// A demos page's SwiftUI view on GTK: `rootView` in a hosting controller of `size` at the
    /// page's region, the window told after every event it handles.
    @MainActor
    static func page(showing rootView: Content, size: Size, region: Rect, app: GTKApplication, window: DragDrop.Window,
                     changed: @escaping () -> Void) -> GTKSwiftUIHost<Content> {
        let controller = HostingController(rootView: rootView)
        controller.host.frame = Rect(origin: region.origin, size: size)
        let host = GTKSwiftUIHost(controller: controller, system: app.system, window: window)
        host.afterEvent = changed
        return host
    }
}
