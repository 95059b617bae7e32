import Foundation
import RootLintCLI
import RootLintCore
import RootLintRules
import RootLintSyntax

/// What the language server pays: the survey of the whole tree kept as a
/// snapshot (one core), then keystrokes in a 5,000-line file of it answered
/// from the snapshot (`EngineSnapshot.relint`), and the memory the snapshot
/// holds. The edited file is made of the tree's own files that switch the
/// root, put together until it is 5,000 lines long, so it has findings to
/// find on every keystroke.
struct EditorLatency: Codable {
    var surveySeconds: Double
    var editMilliseconds: [Double]
    /// Keystrokes answered from the snapshot (the others ran the engine again).
    var answered: Int
    var editedLines: Int
    var snapshotResidentBytes: Int

    static let lines = 5_000
    static let keystrokes = 40

    static func measure(_ workload: Workload) -> EditorLatency? {
        var paths = workload.files.map(\.path)
        var contents = paths.map { (try? Data(contentsOf: URL(fileURLWithPath: $0))).map { [UInt8]($0) } ?? [] }
        var large: [UInt8] = []
        var lineCount = 0
        for bytes in contents where lineCount < lines && bytes.count < 200_000
            && bytes.withUnsafeBufferPointer({ ByteSearch("rootViewController").occurs(in: $0) }) {
            large += bytes + [UInt8(ascii: "\n")]
            lineCount = large.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        guard lineCount > 0 else { return nil }
        paths.append("Editor/LargeEditedFile.swift")
        contents.append(large)
        let held = contents
        let files = paths.map { EngineInput.File(path: $0) }
        let input = EngineInput(files: files, configurations: [.default], read: { .success(held[$0]) })
        let engine = Engine(rules: RuleCatalog.makeRules(), jobs: 1)

        let residentBefore = Platform.procStatus("VmRSS") ?? 0
        let start = Platform.now()
        let snapshot = engine.runKeeping(input).snapshot
        let surveySeconds = Double(Platform.now() - start) / 1e9
        let resident = max(0, (Platform.procStatus("VmRSS") ?? 0) - residentBefore)

        // Typing a word in the middle of the file, a letter at a time.
        let index = paths.count - 1
        var text = large
        let middle = text.indices.filter { text[$0] == UInt8(ascii: "\n") }.dropFirst(lineCount / 2).first ?? 0
        var times: [Double] = []
        var answered = 0
        for k in 0..<keystrokes {
            text.insert(k % 8 == 7 ? UInt8(ascii: " ") : UInt8(ascii: "a") + UInt8(k % 26), at: middle)
            let begin = Platform.now()
            if snapshot.relint(index, bytes: text) != nil { answered += 1 }
            times.append(Double(Platform.now() - begin) / 1e6)
        }
        return EditorLatency(surveySeconds: surveySeconds, editMilliseconds: times, answered: answered, editedLines: lineCount,
                             snapshotResidentBytes: resident)
    }
}
