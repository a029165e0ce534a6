import Foundation

/// The drop placeholders shown, and how long they may wait for their data.
struct PlaceholderState {
    var store = PlaceholderStore<PlaceholderPayload>()
    var timeout: Duration? = .seconds(60)
    var clock: any Clock<Duration> = ContinuousClock()
    var onTimeout: ((DropPlaceholderContext, PlaceholderTimeoutError) -> Void)?
}
