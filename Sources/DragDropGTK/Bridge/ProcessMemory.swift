import Foundation

/// This process's memory as Linux reports it in /proc/self/status (0 when unreadable).
package enum ProcessMemory {
    /// Resident memory now (VmRSS), in kB.
    package static var residentKB: Int { statusValue("VmRSS:") }
    /// Peak resident memory (VmHWM), in kB.
    package static var peakResidentKB: Int { statusValue("VmHWM:") }

    private static func statusValue(_ key: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
}
