import CLibFuzzer
import Foundation

/// The target this process fuzzes, and libFuzzer's driver run on it.
@MainActor
enum FuzzSession {
    static var target: FuzzTarget?

    /// Hands the command line to libFuzzer, which calls ``fuzzOneInput(_:_:)`` with each input.
    static func run(_ target: FuzzTarget) -> Never {
        self.target = target
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}

/// libFuzzer's callback (also exported as `LLVMFuzzerTestOneInput`, which the library's
/// unused `main` names): one input to the chosen target, on the main thread. 0 keeps a
/// new input in the corpus; -1 leaves out one that belongs to another target.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    return MainActor.assumeIsolated {
        guard let target = FuzzSession.target else { fatalError("dragdrop-fuzz: no target chosen") }
        return target.run(data) ? 0 : -1
    }
}
