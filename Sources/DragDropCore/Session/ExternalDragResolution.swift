/// How a drag from another application enters when its items are known only once its
/// `text/uri-list` is read (SEMANTICS 42: a file manager's drag of N files is N items, but the
/// window system shows it as one offer until the list is read).
///
/// A state machine in the style of swift-async-algorithms: a front end feeds it what the
/// window system reports (the drag arrived, moved, was released, left; the list was read) and
/// performs the actions it returns, in order. It holds no data and calls nothing, so every
/// interleaving is tested headless; the GTK front end and the headless driver both enter drags
/// through it.
///
/// While the list is being read no target has heard of the drag: moves only update where it
/// will enter, the window system gets ``provisionalOperation`` (a source sends no drop to a
/// target that answered none, so a release meanwhile would be lost), a release is held and
/// performed once the drag has entered, and a leave abandons it without any target hearing.
public struct ExternalDragResolution: Sendable {
    /// What the front end does next.
    public enum Action: Equatable, Sendable {
        /// Read the drag's `text/uri-list` (bounded by `InterProcessExport.uriListLimit`), then
        /// feed ``listRead(_:)`` with it, or with nil when it could not be read.
        case readURIList
        /// Enter the drag at `point` with the items
        /// `InterProcessExport.items(offering:uriList:offered:guardedBy:)` gives for `uriList`
        /// (nil: the one offered item).
        case enter(at: Point, uriList: Data?)
        /// The entered drag moved to `point`.
        case move(to: Point)
        /// Perform the drop at `point` (the drag has entered).
        case drop(at: Point)
        /// Forget the drag: nothing entered, so no target hears of it; close its reads.
        case abandon
    }

    private enum State: Sendable {
        case arrived
        case reading(at: Point, releasedAt: Point?)
        case entered
        case ended
    }

    /// The MIME types the drag offers, in its order.
    public let mimeTypes: [String]
    private var state = State.arrived

    /// A drag offering `mimeTypes`, before the front end has fed it anything.
    public init(offering mimeTypes: [String]) {
        self.mimeTypes = mimeTypes
    }

    /// Whether the list must be read before the drag can enter
    /// (`InterProcessExport.resolvesItemsFromURIList(offering:)`).
    public var readsURIList: Bool { InterProcessExport.resolvesItemsFromURIList(offering: mimeTypes) }

    /// What the window system is told while the list is being read: copy, provisionally (the
    /// core's answer replaces it once the drag has entered, and a drop it cannot take is refused
    /// then). Nil when the core answers.
    public var provisionalOperation: DropOperation? {
        if case .reading = state { return .copy }
        return nil
    }

    /// Whether the drag is waiting for its list.
    public var isReading: Bool {
        if case .reading = state { return true }
        return false
    }

    /// The drag arrived over one of the application's views at `point`.
    public mutating func arrived(at point: Point) -> [Action] {
        guard case .arrived = state else { return [] }
        guard readsURIList else {
            state = .entered
            return [.enter(at: point, uriList: nil)]
        }
        state = .reading(at: point, releasedAt: nil)
        return [.readURIList]
    }

    /// The pointer moved to `point`.
    public mutating func moved(to point: Point) -> [Action] {
        switch state {
        case .reading(_, releasedAt: nil):
            state = .reading(at: point, releasedAt: nil)
            return []
        case .entered:
            return [.move(to: point)]
        case .arrived, .reading, .ended:
            return []
        }
    }

    /// The drag was released at `point`.
    public mutating func released(at point: Point) -> [Action] {
        switch state {
        case .reading(_, releasedAt: nil):
            state = .reading(at: point, releasedAt: point)
            return []
        case .entered:
            state = .ended
            return [.drop(at: point)]
        case .arrived, .reading, .ended:
            return []
        }
    }

    /// The list was read (`uriList`), or could not be (nil: the drag enters with its offered item).
    public mutating func listRead(_ uriList: Data?) -> [Action] {
        guard case let .reading(point, releasedAt) = state else { return [] }
        state = .entered
        guard let releasedAt else { return [.enter(at: point, uriList: uriList)] }
        state = .ended
        return [.enter(at: point, uriList: uriList), .drop(at: releasedAt)]
    }

    /// The drag left the application's views. Once it has entered, the front end's exit path
    /// takes it (the targets hear their exit).
    public mutating func left() -> [Action] {
        guard case let .reading(_, releasedAt) = state, releasedAt == nil else { return [] }
        state = .ended
        return [.abandon]
    }
}
