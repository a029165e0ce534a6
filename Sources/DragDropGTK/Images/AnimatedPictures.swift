import CDragDropGtkShim

/// Every animated picture (GIF, WebP) of the application: they play while drawn, and stand
/// still together while one of the application's drags is in flight, so that a drag over a
/// grid of animations redraws only what the drag moves.
@MainActor
public enum AnimatedPictures {
    /// Whether every animation stands still now (set by the drag bridge while a drag is in
    /// flight; an application may pause them too). Each resumes at the frame it stopped on.
    public static var isPaused: Bool {
        get { dd_animations_paused() != 0 }
        set { dd_animations_set_paused(newValue ? 1 : 0) }
    }

    /// How many frames `paintable` has shown, or 0 when it is not an animation.
    public static func framesShown(by paintable: OpaquePointer) -> Int {
        Int(dd_animation_frames_shown(paintable))
    }
}
