@testable import RootLintCLI
import Testing

/// A one-shot run keeps freed memory and serves large blocks from the heap
/// (fewer page faults); the language server and a user's own malloc
/// settings are left alone.
@Suite("Malloc tuning")
struct MallocTuningTests {
    static func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

    @Test func aLintRunIsTuned() {
        #expect(MallocTuning.applies(arguments: [], environment: Self.environment([:])))
        #expect(MallocTuning.applies(arguments: ["lint", "Corpus"], environment: Self.environment([:])))
        #expect(MallocTuning.applies(arguments: ["Corpus"], environment: Self.environment(["GLIBC_TUNABLES": "glibc.cpu.hwcaps=-AVX2"])))
    }

    @Test func theLanguageServerIsNot() {
        #expect(!MallocTuning.applies(arguments: ["lsp"], environment: Self.environment([:])))
        #expect(!MallocTuning.tuneForOneRun(arguments: ["lsp"], environment: Self.environment([:])))
    }

    @Test(arguments: [["GLIBC_TUNABLES": "glibc.malloc.trim_threshold=0"], ["MALLOC_TRIM_THRESHOLD_": "0"],
                      ["MALLOC_MMAP_THRESHOLD_": "131072"], ["MALLOC_TOP_PAD_": "0"]])
    func theUsersOwnSettingsWin(_ values: [String: String]) {
        #expect(!MallocTuning.applies(arguments: ["Corpus"], environment: Self.environment(values)))
        #expect(!MallocTuning.tuneForOneRun(arguments: ["Corpus"], environment: Self.environment(values)))
    }

    /// glibc accepts both settings; elsewhere nothing is tuned.
    @Test func tunesWhereTheLibraryIsGlibc() {
        #if canImport(Glibc)
        #expect(MallocTuning.tuneForOneRun(arguments: ["Corpus"], environment: Self.environment([:])))
        #else
        #expect(!MallocTuning.tuneForOneRun(arguments: ["Corpus"], environment: Self.environment([:])))
        #endif
    }
}
