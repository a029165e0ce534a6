import DragDrop
import DragDropGTK
import DragDropSwiftUI

extension GTKSwiftUIHost {
    /// A host of `rootView` for a demo page: a hosting controller's view at `region`'s origin,
    /// at least 600 by 440 points, calling `changed` after each event and render.
    static func demoPage(showing rootView: Content, app: GTKApplication, window: DragDrop.Window, region: Rect,
                         changed: @escaping () -> Void) -> GTKSwiftUIHost<Content> {
        let controller = HostingController(rootView: rootView)
        controller.host.frame = Rect(origin: region.origin, size: Size(width: 600, height: 440))
        let host = GTKSwiftUIHost(controller: controller, system: app.system, window: window)
        host.afterEvent = changed
        return host
    }
}
