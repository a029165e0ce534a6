/// Why an item provider could not deliver data. Every load ends with data or one of these;
/// nothing is thrown as a crash.
public enum ItemProviderError: Error, CustomStringConvertible {
    /// The provider has no representation conforming to the requested type (or, for
    /// `loadObject`, none the class can read). `available` lists what it has.
    case unsupportedType(requested: [TypeIdentifier], available: [TypeIdentifier])
    /// The loader failed, or its data could not be turned into the requested object.
    case loadFailed(TypeIdentifier, underlying: any Error)
    /// The load was cancelled (its `Progress` or its task) before it finished.
    case cancelled
    /// No data arrived within the time limit.
    case timedOut(TypeIdentifier, after: Duration)
    /// The data is larger than the limit the destination set.
    case tooLarge(TypeIdentifier, size: Int, limit: Int)

    public var description: String {
        switch self {
        case let .unsupportedType(requested, available):
            let offered = available.isEmpty ? "nothing" : available.map(\.identifier).joined(separator: ", ")
            return "No representation of type \(requested.map(\.identifier).joined(separator: " or ")); the item offers \(offered)"
        case let .loadFailed(type, underlying):
            return "Loading \(type) failed: \(underlying)"
        case .cancelled:
            return "The load was cancelled"
        case let .timedOut(type, duration):
            return "Loading \(type) timed out after \(duration.secondsDescription)"
        case let .tooLarge(type, size, limit):
            return "The \(type) data is too large (\(size) bytes; the limit is \(limit))"
        }
    }
}

extension Duration {
    /// "30 s", "0.25 s": a duration as people read it in messages.
    public var secondsDescription: String {
        let value = seconds
        return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// The duration in seconds.
    package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }

    /// A UIKit `TimeInterval` (seconds) to the nearest millisecond; negative is zero.
    package static func milliseconds(roundingSeconds seconds: TimeInterval) -> Duration {
        .milliseconds(Int64((max(0, seconds) * 1000).rounded()))
    }
}
