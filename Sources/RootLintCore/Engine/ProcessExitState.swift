/// Memory a process about to exit leaves to the operating system instead
/// of freeing it object by object.
///
/// At the end of a run the engine holds every file's survey, outcome and
/// parsed form: tens of thousands of arrays and strings, each released on
/// its own (an atomic decrement and a `free` per object, on memory long
/// out of the cache). For the `rootlint` binary, which exits right after
/// printing, that teardown was 7 % of linting a project whose every file
/// has findings, and bought nothing: the pages go back when the process
/// ends. Compilers do the same (clang's `-disable-free`). Anything that
/// runs again in the same process (tests, the benchmark, the language
/// server, `--fix`'s rounds) frees as usual.
public enum ProcessExitState {
    /// Keeps `state` referenced until the process exits.
    public static func leave(_ state: Any) {
        _ = Unmanaged.passRetained(Holder(state))
    }

    private final class Holder {
        let state: Any
        init(_ state: Any) { self.state = state }
    }
}
