#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// File descriptors 0–2 as a run finds them. A parent may start rootlint
/// with one closed (`rootlint <&-`); the next file rootlint opens would then
/// take its number, and git's output, a report or a child's input would go
/// to the wrong place. Each closed one is opened on `/dev/null` first, and
/// a closed standard input is remembered: `--stdin-path` has nothing to read.
public enum StandardStreams {
    nonisolated(unsafe) public private(set) static var closedAtStart: Set<Int32> = []

    /// Call once, before anything opens a file.
    public static func secure() {
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            closedAtStart.insert(fd)
            // `open` returns the lowest free descriptor: this one.
            _ = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
        }
    }

    public static var inputWasClosed: Bool { closedAtStart.contains(0) }
}
