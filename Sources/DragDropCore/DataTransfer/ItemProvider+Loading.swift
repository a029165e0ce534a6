import Foundation

extension ItemProvider {
    /// Limits a destination puts on a load.
    public struct LoadLimits: Sendable {
        /// Fail with `.timedOut` when no data arrived within this time.
        public var timeout: Duration?
        /// Fail with `.tooLarge` when the data is larger than this many bytes.
        public var maximumSize: Int?
        /// The clock that measures the timeout (a manual clock in tests).
        public var clock: any Clock<Duration>

        /// Limits for a load: give up after `timeout` (measured on `clock`) or past `maximumSize`
        /// bytes; nil means none.
        public init(timeout: Duration? = nil, maximumSize: Int? = nil, clock: any Clock<Duration> = ContinuousClock()) {
            self.timeout = timeout
            self.maximumSize = maximumSize
            self.clock = clock
        }

        /// No limits.
        public static let none = LoadLimits()
    }

    /// Loads the bytes of the representation that is `type` or conforms to it.
    /// Each call runs the loader again. Cancelling the calling task ends it with `.cancelled`.
    public func loadDataRepresentation(
        forTypeIdentifier type: TypeIdentifier, limits: LoadLimits = .none
    ) async throws(ItemProviderError) -> Data {
        try await loadDataRepresentation(forTypeIdentifier: type, limits: limits, counted: true)
    }

    private func loadDataRepresentation(
        forTypeIdentifier type: TypeIdentifier, limits: LoadLimits, counted: Bool
    ) async throws(ItemProviderError) -> Data {
        guard let representation = representation(conformingTo: type) else {
            throw .unsupportedType(requested: [type], available: registeredTypeIdentifiers)
        }
        return try await load(representation, limits: limits, counted: counted)
    }

    /// Loads and reads an object of `objectClass` from the best representation it can read.
    public func loadObject<Object: ItemProviderReading>(
        ofClass objectClass: Object.Type, limits: LoadLimits = .none
    ) async throws(ItemProviderError) -> Object {
        try await loadObject(ofClass: objectClass, limits: limits, counted: true)
    }

    private func loadObject<Object: ItemProviderReading>(
        ofClass objectClass: Object.Type, limits: LoadLimits, counted: Bool
    ) async throws(ItemProviderError) -> Object {
        guard let type = representationType(readableBy: objectClass),
              let representation = representation(conformingTo: type) else {
            throw .unsupportedType(requested: objectClass.readableTypeIdentifiersForItemProvider,
                                   available: registeredTypeIdentifiers)
        }
        let data = try await load(representation, limits: limits, counted: counted)
        do {
            return try objectClass.object(withItemProviderData: data, typeIdentifier: representation.type)
        } catch {
            throw .loadFailed(representation.type, underlying: error)
        }
    }

    /// Completion-handler form of ``loadDataRepresentation(forTypeIdentifier:limits:)``.
    /// The handler is called exactly once, on a background thread: with data, or with an
    /// ``ItemProviderError`` (`.cancelled` when the returned progress is cancelled first).
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier type: TypeIdentifier, limits: LoadLimits = .none,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        runWithProgress(completionHandler) { [self] () async throws(ItemProviderError) in
            try await loadDataRepresentation(forTypeIdentifier: type, limits: limits, counted: false)
        }
    }

    /// Completion-handler form of ``loadObject(ofClass:limits:)``; same guarantees. The
    /// object arrives typed, as UIKit's Swift overlay gives `String`, `URL` or `Data`.
    @discardableResult
    public func loadObject<Object: ItemProviderReading>(
        ofClass objectClass: Object.Type, limits: LoadLimits = .none,
        completionHandler: @escaping @Sendable (Object?, (any Error)?) -> Void
    ) -> Progress {
        runWithProgress(completionHandler) { [self] () async throws(ItemProviderError) in
            try await loadObject(ofClass: objectClass, limits: limits, counted: false)
        }
    }

    /// UIKit's `loadObject(ofClass: UIImage.self) { object, error in … }`: for an image, as
    /// for UIKit's classes, the object arrives untyped (`NSItemProviderReading` there), so
    /// iOS code's `if let image = object as? UIImage` ports as it is. Same guarantees.
    @discardableResult
    public func loadObject(
        ofClass objectClass: Image.Type, limits: LoadLimits = .none,
        completionHandler: @escaping @Sendable ((any ItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        loadObject(ofClass: objectClass, limits: limits) { (image: Image?, error) in completionHandler(image, error) }
    }

    /// UIKit's form for a class of the application's (`final class Photo: NSObject,
    /// NSItemProviderReading`): the object arrives untyped, for `object as? Photo`.
    @discardableResult
    public func loadObject<Object: ItemProviderReading & AnyObject>(
        ofClass objectClass: Object.Type, limits: LoadLimits = .none,
        completionHandler: @escaping @Sendable ((any ItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        loadObject(ofClass: objectClass, limits: limits) { (object: Object?, error) in completionHandler(object, error) }
    }

    private func runWithProgress<Value: Sendable>(
        _ completion: @escaping @Sendable (Value?, (any Error)?) -> Void,
        _ operation: @escaping @Sendable () async throws(ItemProviderError) -> Value
    ) -> Progress {
        notifyLoad(.began)  // counted at the call, so a drop's transfer accounting sees it at once
        return runReportingProgress(completion, afterCompletion: { [self] in notifyLoad(.ended) }, operation)
    }

    /// Runs a loader against the limits. The loader runs in its own task so that a loader
    /// which ignores cancellation cannot hold up a timeout or a cancel.
    func load(
        _ representation: Representation, limits: LoadLimits, counted: Bool
    ) async throws(ItemProviderError) -> Data {
        if counted { notifyLoad(.began) }
        defer { if counted { notifyLoad(.ended) } }
        let type = representation.type
        let gate = FirstResult<Data, ItemProviderError>()
        let result = await withTaskCancellationHandler {
            await gate.wait { gate in
                let counted = LoadCensus.Load()
                let work = Task {
                    defer { counted.end() }
                    do { gate.finish(.success(try await Self.read(representation, limits: limits))) }
                    catch is CancellationError { gate.finish(.failure(.cancelled)) }
                    catch let error as ItemProviderError { gate.finish(.failure(error)) }
                    catch { gate.finish(.failure(.loadFailed(type, underlying: error))) }
                }
                gate.onFinish { work.cancel() }
                if let timeout = limits.timeout {
                    let clock = limits.clock
                    let timer = Task {
                        do {
                            try await clock.sleep(for: timeout)
                            gate.finish(.failure(.timedOut(type, after: timeout)))
                        } catch {}  // cancelled because the load finished first
                    }
                    gate.onFinish { timer.cancel() }
                }
            }
        } onCancel: {
            gate.finish(.failure(.cancelled))
        }
        let data = try result.get()
        if let limit = limits.maximumSize, data.count > limit {
            throw .tooLarge(type, size: data.count, limit: limit)
        }
        return data
    }

    /// Runs a representation's loader — or, for one held in a local file, reads the file
    /// itself, measured first: a file over the size limit fails before a byte of it is read.
    private static func read(_ representation: Representation, limits: LoadLimits) async throws -> Data {
        guard let fileLoader = representation.file else { return try await representation.load() }
        let url = try await fileLoader()
        guard let file = LocalFile(url) else { return try await representation.load() }
        do {
            return try file.read(maximumSize: limits.maximumSize)
        } catch let LocalFile.Error.tooLarge(size, limit) {
            throw ItemProviderError.tooLarge(representation.type, size: size, limit: limit)
        }
    }
}
