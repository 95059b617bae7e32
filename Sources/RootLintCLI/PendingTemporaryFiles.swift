#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Temporary files rootlint is writing (an atomic report, a baseline),
/// removed if the run is interrupted (SIGINT, SIGTERM, SIGHUP) before they
/// are renamed into place: a killed run leaves no hidden files behind.
///
/// The signal handler may only call async-signal-safe functions, so the
/// paths wait in fixed slots of C strings, filled and cleared on the main
/// thread (the only one that writes output files).
enum PendingTemporaryFiles {
    static let slotCount = 4
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
        slots.initialize(repeating: nil, count: slotCount)
        return slots
    }()
    nonisolated(unsafe) static var handlersInstalled = false

    /// Registers `path`; the returned slot is given back to `remove`.
    static func add(_ path: String) -> Int? {
        installHandlers()
        for slot in 0..<slotCount where slots[slot] == nil {
            slots[slot] = strdup(path)
            return slot
        }
        return nil
    }

    /// The file was renamed or removed: nothing to clean up any more.
    static func remove(_ slot: Int?) {
        guard let slot, let path = slots[slot] else { return }
        slots[slot] = nil
        free(path)
    }

    static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for number in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(number) { received in
                for slot in 0..<PendingTemporaryFiles.slotCount {
                    if let path = PendingTemporaryFiles.slots[slot] { unlink(path) }
                }
                // Then die of the signal as if nothing had caught it.
                _ = signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
