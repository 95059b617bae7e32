// libFuzzer entry point for the whole pipeline: lexer, scope tree, facts,
// every rule, the project phase over a few files, suppression and every
// reporter. Built by `Fuzz/build-fuzzer.sh pipeline`, which compiles the
// sources of RootLintSyntax, RootLintCore and RootLintRules into the same
// module as this file (their `import` lines blanked out), so nothing here
// imports them.
//
// Any input must go through without trapping. The input is split into one
// to three files at `fileDelimiter`, so the project phase sees several.

/// Separates the files of one input; `Fuzz/pipeline.dict` offers it to the mutator.
let fileDelimiter: [UInt8] = Array("\n//--file--\n".utf8)
let maxFiles = 3

/// Traps with a message libFuzzer prints next to the crashing input.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("fuzz invariant violated: \(message())") }
}

/// The pipeline, and the only place that names its API: when the engine's
/// entry point changes, this is the line to change (the tests hold a copy
/// in `Tests/RootLintRulesTests/PipelineTotalityTests.swift`).
func lintProject(_ files: [(path: String, bytes: [UInt8])], usePrefilter: Bool = false) -> LintReport {
    Engine(rules: RuleCatalog.makeRules(), usePrefilter: usePrefilter).run(EngineInput(sources: files)).report
}

@_cdecl("LLVMFuzzerTestOneInput")
public func pipelineFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let files = splitFiles(input)
    lintAndRender(files)
    checkKeptRun(files)
    // The linter refuses a file with invalid UTF-8 or a NUL byte; the same
    // bytes with those replaced by spaces still reach the rules.
    let cleaned = files.map { (path: $0.path, bytes: replacingInvalidBytes($0.bytes)) }
    if zip(cleaned, files).contains(where: { $0.bytes != $1.bytes }) { lintAndRender(cleaned) }
    return 0
}

/// Up to `maxFiles` files, cut at the first delimiters; the last keeps any further ones.
func splitFiles(_ input: [UInt8]) -> [(path: String, bytes: [UInt8])] {
    var pieces: [[UInt8]] = []
    var start = 0
    var i = 0
    while pieces.count < maxFiles - 1, i + fileDelimiter.count <= input.count {
        if input[i] == fileDelimiter[0], input[i..<(i + fileDelimiter.count)].elementsEqual(fileDelimiter) {
            pieces.append(Array(input[start..<i]))
            i += fileDelimiter.count
            start = i
        } else {
            i += 1
        }
    }
    pieces.append(Array(input[start...]))
    // Names that mean something to the rules: a delegate, a coordinator, a screen.
    let names = ["App/SceneDelegate.swift", "App/AppCoordinator.swift", "Features/HomeViewController.swift"]
    return pieces.enumerated().map { (path: names[$0.offset], bytes: $0.element) }
}

/// The bytes with each invalid UTF-8 sequence's bytes and each NUL made spaces.
func replacingInvalidBytes(_ bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    var offset = 0
    while offset < result.count {
        let found = result.withUnsafeBufferPointer { buffer in
            UTF8Decoding.firstInvalidOffset(UnsafeBufferPointer(rebasing: buffer[offset...]))
        }
        guard let found else { break }
        result[offset + found] = 0x20
        offset += found + 1
    }
    for index in result.indices where result[index] == 0 { result[index] = 0x20 }
    return result
}

func lintAndRender(_ files: [(path: String, bytes: [UInt8])]) {
    let report = lintProject(files)
    let sizes = Dictionary(files.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { first, _ in first })
    for diagnostic in report.diagnostics {
        guard let size = sizes[diagnostic.path] else {
            check(false, "finding in \(diagnostic.path), which is not an input")
            continue
        }
        check(diagnostic.range.start.offset <= diagnostic.range.end.offset && diagnostic.range.end.offset <= size,
              "finding \(diagnostic.rule.rawValue) spans \(diagnostic.range.start.offset)..<\(diagnostic.range.end.offset) of \(size) bytes")
        check(diagnostic.range.isResolved, "finding \(diagnostic.rule.rawValue) has no line")
    }
    // The prefilter is a necessary condition: with it, nothing changes.
    let filtered = lintProject(files, usePrefilter: true)
    check(filtered.diagnostics == report.diagnostics && filtered.errors == report.errors,
          "the prefilter changes the findings: \(filtered.diagnostics.map(\.rule)) vs \(report.diagnostics.map(\.rule))")
    let found = Set(report.diagnostics.map(\.rule))
    let reporters: [any Reporter] = [
        TextReporter(), TextReporter(showSuggestions: true, colored: true), JSONReporter(),
        // The rules that found something: every rule's documentation is the
        // same text each time and would cost more than the rest together.
        SARIFReporter(rules: RuleCatalog.all.map { $0.description }.filter { found.contains($0.id) }, workingDirectory: "/fuzz"),
        GitHubReporter(), CheckstyleReporter(), JUnitReporter(),
    ]
    for reporter in reporters { _ = reporter.render(report) }
    // The baseline is JSON rootlint reads back: it must survive the round trip.
    let baseline = Baseline(report: report)
    let parsed = try? Baseline.parse(Array(baseline.serialized().utf8))
    check(parsed == baseline, "the baseline of \(report.diagnostics.count) findings does not read back")
}

/// A kept run (the language server's) answers an edit of the first file —
/// from its first half to all of it — as a fresh run over the new contents
/// does, or says it cannot.
func checkKeptRun(_ files: [(path: String, bytes: [UInt8])]) {
    guard let first = files.first else { return }
    var before = files
    before[0].bytes = Array(first.bytes.prefix(first.bytes.count / 2))
    let engine = Engine(rules: RuleCatalog.makeRules())
    let snapshot = engine.runKeeping(EngineInput(sources: before)).snapshot
    guard let answered = snapshot.relint(0, bytes: first.bytes)?.report else { return }
    let input = EngineInput(files: files.indices.map { EngineInput.File(path: files[$0].path, reported: $0 == 0) },
                            configurations: [.default], read: { .success(files[$0].bytes) })
    let fresh = engine.run(input).report
    check(answered.diagnostics == fresh.diagnostics && answered.errors == fresh.errors,
          "the kept run answers \(answered.diagnostics.map(\.rule)) where a fresh run finds \(fresh.diagnostics.map(\.rule))")
}

