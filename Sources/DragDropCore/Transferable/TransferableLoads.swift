import Foundation

/// Loads one value of `T` from each provider, started at once (so a drop in progress waits
/// for them, SEMANTICS 8), and hands the values that loaded to `completion` on the main
/// actor, in the providers' order. Failed items are left out.
@MainActor
package enum TransferableLoads {
    package static func start<T: Transferable>(_ type: T.Type, from providers: [ItemProvider],
                                       completion: @escaping @MainActor ([T]) -> Void) {
        let results = Results<T>(count: providers.count, completion: completion)
        guard !providers.isEmpty else { return completion([]) }
        for (index, provider) in providers.enumerated() {
            provider.loadTransferable(type: type) { result in
                let value = try? result.get()
                Task { @MainActor in results.set(value, at: index) }
            }
        }
    }

    /// The values as they arrive; calls the completion once all have.
    @MainActor
    private final class Results<T> {
        private var values: [T?]
        private var remaining: Int
        private let completion: @MainActor ([T]) -> Void

        init(count: Int, completion: @escaping @MainActor ([T]) -> Void) {
            values = Array(repeating: nil, count: count)
            remaining = count
            self.completion = completion
        }

        func set(_ value: T?, at index: Int) {
            values[index] = value
            remaining -= 1
            if remaining == 0 { completion(values.compactMap { $0 }) }
        }
    }
}
