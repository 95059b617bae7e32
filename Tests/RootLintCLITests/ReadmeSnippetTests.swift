import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import RootLintCLI

/// Runs the README's integration snippets against the real binary, so the
/// documentation cannot drift from what rootlint does.
@Suite("README snippets", .serialized)
struct ReadmeSnippetTests {
    /// The code block right after `<!-- snippet: NAME -->` in README.md.
    static func snippet(_ name: String) throws -> String {
        let readme = try String(contentsOf: CLIHarness.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "<!-- snippet: \(name) -->"
        guard let range = readme.range(of: marker) else { throw SnippetError("no snippet \(name) in README.md") }
        let rest = readme[range.upperBound...]
        guard let open = rest.range(of: "```"), let lineEnd = rest[open.upperBound...].firstIndex(of: "\n"),
              let close = rest[lineEnd...].range(of: "\n```") else { throw SnippetError("snippet \(name) has no code block") }
        return String(rest[rest.index(after: lineEnd)..<close.lowerBound])
    }

    /// The README's usage section is `rootlint --help` verbatim, and the
    /// help names every option the parser accepts.
    @Test func usageIsTheHelpText() throws {
        let help = try CLIHarness.run(["--help"]).stdout
        #expect(try Self.snippet("usage") + "\n" == help,
                "README.md's usage section differs from `rootlint --help`: paste the output between its fences")
        for spec in LintOptions.parser.specs {
            for name in spec.names {
                #expect(help.contains(name + " ") || help.contains(name + ",") || help.contains(name + "\n"), "\(name) is not in the help")
            }
        }
    }

    struct SnippetError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// A copy of one corpus app to run snippets in.
    static func sampleProject() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        let source = CLIHarness.packageRoot.appendingPathComponent("Corpus/ClassicApp")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: dir.url.appendingPathComponent(name))
        }
        return dir
    }

    struct ShellResult {
        var status: Int32
        var output: String
    }

    /// Runs a shell command with the built rootlint first on PATH.
    static func shell(_ command: String, in directory: URL, environment: [String: String] = [:],
                      withRootlintOnPath: Bool = true) throws -> ShellResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        let binDirectory = CLIHarness.binary.deletingLastPathComponent().path
        env["PATH"] = withRootlintOnPath ? binDirectory + ":" + (env["PATH"] ?? "/usr/bin:/bin") : "/usr/bin:/bin"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ShellResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    @Test func githubActions() throws {
        let yaml = try Self.snippet("github-actions")
        let commands = yaml.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("run: rootlint") ? String(trimmed.dropFirst("run: ".count)) : nil
        }
        #expect(commands.count == 2)
        let project = try Self.sampleProject()
        let summary = project.url.appendingPathComponent("step-summary.md")
        let annotate = try Self.shell(commands[0], in: project.url, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(annotate.status == 1)
        #expect(annotate.output.hasPrefix("::"))
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("| "))
        let sarif = try Self.shell(commands[1], in: project.url)
        #expect(sarif.status == 0, "\(sarif.output)")
        let data = try Data(contentsOf: project.url.appendingPathComponent("rootlint.sarif"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["version"] as? String == "2.1.0")
    }

    @Test func gitlabAndJenkins() throws {
        let gitlab = try Self.snippet("gitlab-ci").split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("- rootlint ") ? String(trimmed.dropFirst(2)) : nil
        }
        let jenkins = try Self.snippet("jenkins").split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("sh 'rootlint") else { return nil }
            return String(trimmed.dropFirst(4).dropLast())
        }
        #expect(gitlab.count == 2 && jenkins.count == 2)
        for command in gitlab + jenkins {
            let project = try Self.sampleProject()
            let result = try Self.shell(command, in: project.url)
            #expect(result.status == (command.contains("--fail-on never") ? 0 : 1), "\(command): \(result.output)")
            let output = command.split(separator: " ").drop { $0 != "--output" }.dropFirst().first.map(String.init) ?? ""
            let xml = try Data(contentsOf: project.url.appendingPathComponent(output))
            let parser = XMLParser(data: xml)
            #expect(parser.parse(), "\(output) is well-formed XML")
        }
    }

    @Test func xcodeRunScript() throws {
        let script = try Self.snippet("xcode")
        let project = try Self.sampleProject()
        let result = try Self.shell(script, in: project.url, environment: ["SRCROOT": project.url.path])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").filter { !$0.hasPrefix("rootlint: ") }
        #expect(!lines.isEmpty)
        let xcodeFormat = try NSRegularExpression(pattern: "^/.+:[0-9]+:[0-9]+: (error|warning|note): .+ \\[[a-z_]+\\]$")
        for line in lines {
            let text = String(line)
            #expect(xcodeFormat.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil, "\(text)")
        }
        let missing = try Self.shell(script, in: project.url, environment: ["SRCROOT": project.url.path], withRootlintOnPath: false)
        #expect(missing.output.hasPrefix("warning: rootlint is not installed"))
    }

    @Test func vscodeProblemMatcher() throws {
        let json = try Self.snippet("vscode")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let task = try #require((object["tasks"] as? [[String: Any]])?.first)
        let command = try #require(task["command"] as? String)
        let args = try #require(task["args"] as? [String])
        let pattern = try #require(((task["problemMatcher"] as? [String: Any])?["pattern"] as? [String: Any]))
        let regex = try NSRegularExpression(pattern: try #require(pattern["regexp"] as? String))
        let project = try Self.sampleProject()
        let result = try Self.shell(([command] + args).joined(separator: " ") + " 2>/dev/null", in: project.url)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines {
            let match = try #require(regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), "\(line)")
            func group(_ key: String) -> String {
                let index = pattern[key] as? Int ?? 0
                return String(line[Range(match.range(at: index), in: line)!])
            }
            #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent(group("file")).path))
            #expect(Int(group("line")) != nil && Int(group("column")) != nil)
            #expect(["error", "warning", "note"].contains(group("severity")))
            #expect(group("code").contains("_"))
        }
    }

    @Test func neovimQuickfix() throws {
        let lua = try Self.snippet("neovim")
        guard (try? Self.shell("command -v nvim", in: CLIHarness.packageRoot).status) == 0 else {
            if ProcessInfo.processInfo.environment["ROOTLINT_REQUIRE_NVIM"] == "1" {
                Issue.record("nvim is required (ROOTLINT_REQUIRE_NVIM=1) but not installed")
            }
            return // Neovim is not installed here; Scripts/test installs it where it can.
        }
        let project = try Self.sampleProject()
        try lua.write(to: project.url.appendingPathComponent("init.lua"), atomically: true, encoding: .utf8)
        let expected = try Self.shell("rootlint --color never . 2>/dev/null | wc -l", in: project.url)
        let notes = try Self.shell("rootlint --color never . 2>/dev/null | grep -c ': note: '", in: project.url)
        let count = "lua local q = vim.fn.getqflist(); local all, n, w, i = #q, 0, 0, 0; for _, e in ipairs(q) do if e.valid == 1 then n = n + 1; if e.type == 'w' then w = w + 1 end; if e.type == 'n' then i = i + 1 end end end; vim.fn.writefile({tostring(all), tostring(n), tostring(w), tostring(i)}, 'qf.txt')"
        let result = try Self.shell("nvim --headless -u init.lua -c 'silent make .' -c \"\(count)\" -c 'qa!'", in: project.url)
        #expect(result.status == 0, "\(result.output)")
        let numbers = try String(contentsOf: project.url.appendingPathComponent("qf.txt"), encoding: .utf8)
            .split(separator: "\n").compactMap { Int($0) }
        let findings = Int(expected.output.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(numbers.count == 4)
        #expect(numbers.first == findings, "only findings in the list: the summary line is kept out")
        #expect(numbers.dropFirst().first == findings)
        #expect(numbers.dropFirst(2).first ?? 0 > 0, "warnings are typed as warnings")
        #expect(numbers.last == Int(notes.output.trimmingCharacters(in: .whitespacesAndNewlines)), "notes are typed as notes")
    }

    // The README's language-server set-up (`neovim-lsp`) is run in headless
    // Neovim against every Corpus file by NeovimLanguageServerTests.

    /// The nvim-lint parser of the README, run in headless Neovim on the
    /// JSON rootlint prints for a buffer: one diagnostic per finding, info
    /// mapped to INFO.
    @Test func nvimLintParser() throws {
        let snippet = try Self.snippet("nvim-lint")
        guard (try? Self.shell("command -v nvim", in: CLIHarness.packageRoot).status) == 0 else {
            if ProcessInfo.processInfo.environment["ROOTLINT_REQUIRE_NVIM"] == "1" {
                Issue.record("nvim is required (ROOTLINT_REQUIRE_NVIM=1) but not installed")
            }
            return
        }
        let project = try Self.sampleProject()
        // nvim-lint is not installed: a stand-in module records the linter definition.
        try """
            local M = { linters = {}, linters_by_ft = {} }
            return M
            """.write(to: project.url.appendingPathComponent("lint.lua"), atomically: true, encoding: .utf8)
        let file = "AppDelegate.swift"  // warnings and infos
        let json = try Self.shell("rootlint --reporter json --stdin-path \(file) < \(file) 2>/dev/null", in: project.url)
        try json.output.write(to: project.url.appendingPathComponent("report.json"), atomically: true, encoding: .utf8)
        let script = snippet + """

            local output = table.concat(vim.fn.readfile("report.json"), "\\n")
            local result = require("lint").linters.rootlint.parser(output)
            local counts = { #result, 0, 0 }
            for _, d in ipairs(result) do
              if d.severity == vim.diagnostic.severity.WARN then counts[2] = counts[2] + 1 end
              if d.severity == vim.diagnostic.severity.INFO then counts[3] = counts[3] + 1 end
            end
            vim.fn.writefile({ tostring(counts[1]), tostring(counts[2]), tostring(counts[3]) }, "counts.txt")
            """
        try script.write(to: project.url.appendingPathComponent("check.lua"), atomically: true, encoding: .utf8)
        let result = try Self.shell("nvim --headless --clean -c 'set rtp+=.' -c 'lua package.path = \"./?.lua;\" .. package.path' -c 'luafile check.lua' -c 'qa!'",
                                    in: project.url)
        #expect(result.status == 0, "\(result.output)")
        let counts = try String(contentsOf: project.url.appendingPathComponent("counts.txt"), encoding: .utf8)
            .split(separator: "\n").compactMap { Int($0) }
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(counts.first == diagnostics.count)
        #expect(counts.dropFirst().first == diagnostics.filter { $0["severity"] as? String == "warning" }.count)
        #expect(counts.last == diagnostics.filter { $0["severity"] as? String == "info" }.count)
        #expect(diagnostics.contains { $0["severity"] as? String == "info" }, "the sample holds an info finding to map")
    }
}
