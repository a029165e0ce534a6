import DragDropSwiftUI

/// Seed 000's SwiftUI Teams code, ported by renames (``TeamsView``, its original in
/// `Tests/PortedSwiftUISamples/Originals`), for a hosting controller: the demos app shows it on
/// GTK, the porting tests drive it headless.
@MainActor
package enum TeamsViewScene {
    /// The teams view, its state its own.
    package static func makeView() -> AnyView { AnyView(TeamsView()) }

    /// What the page says to do.
    package static let hint = "Drag a team up or down its division: the division re-sorts live while it hovers."
}
