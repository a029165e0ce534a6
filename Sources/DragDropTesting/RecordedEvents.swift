import DragDrop

extension DragDropSystem {
    /// Every delegate call the application made, in order, since the driver made it
    /// (`HeadlessDragDriver.makeApplication(_:)`) or since `clearEvents()` — what a test
    /// checks the order of UIKit's calls with. A test hook: it exists with DragDropTesting only.
    public var events: [DragDropEvent] { recordedEvents }

    /// Forgets the recorded events (before the gesture a test looks at).
    public func clearEvents() { clearRecordedEvents() }
}
