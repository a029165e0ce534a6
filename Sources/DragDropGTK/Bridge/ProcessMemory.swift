import CDragDropGtkShim
import Foundation

/// This process's memory as Linux reports it in /proc/self/status (0 when unreadable), and
/// what malloc gives back to the system.
package enum ProcessMemory {
    /// Resident memory now (VmRSS), in kB.
    package static var residentKB: Int { statusValue("VmRSS:") }
    /// Peak resident memory (VmHWM), in kB.
    package static var peakResidentKB: Int { statusValue("VmHWM:") }

    /// Gives the memory malloc holds free back to the system (glibc keeps freed blocks in its
    /// arenas, counted as resident, until asked to trim them).
    package static func returnFreedMemory() { dd_return_freed_memory() }

    /// From now on every block of `bytes` or more gets a mapping of its own, returned to the
    /// system as soon as it is freed: large pixel buffers (textures, decoded pictures) never stay
    /// behind in malloc's arenas. glibc's default raises this threshold to the size of each
    /// large block freed, up to 32 MB, after which a scrolled photo library's pixels pile up in
    /// arenas that do not shrink.
    package static func mapAllocations(from bytes: Int) { dd_map_allocations_from(bytes) }

    private static func statusValue(_ key: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
}
