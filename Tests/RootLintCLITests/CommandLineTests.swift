import Foundation
import Testing

@Suite("Command line")
struct CommandLineTests {
    @Test func help() throws {
        let result = try CLIHarness.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE"))
        #expect(result.stdout.contains("EXIT STATUS"))
        #expect(try CLIHarness.run(["help"]).stdout == result.stdout)
    }

    @Test func version() throws {
        #expect(try CLIHarness.run(["--version"]).stdout == "0.1.0\n")
        #expect(try CLIHarness.run(["version"]).stdout == "0.1.0\n")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try CLIHarness.run(["--repoter", "json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown option '--repoter' (did you mean '--reporter'?)"))
        #expect(result.stdout.isEmpty)
    }

    @Test func invalidOptionValues() throws {
        let reporter = try CLIHarness.run(["--reporter", "jsn", "Corpus"])
        #expect(reporter.status == 2)
        #expect(reporter.stderr.contains("invalid value 'jsn' for '--reporter'"))
        #expect(reporter.stderr.contains("did you mean 'json'?"))
        let jobs = try CLIHarness.run(["--jobs", "0", "Corpus"])
        #expect(jobs.status == 2)
        #expect(jobs.stderr.contains("--jobs"))
        let missing = try CLIHarness.run(["--reporter"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("needs a value"))
    }

    @Test func rulesListAndDocumentation() throws {
        let list = try CLIHarness.run(["rules"])
        #expect(list.status == 0)
        for id in ["unanimated_root_swap", "root_switch_outside_coordinator", "root_switch_for_navigation"] {
            #expect(list.stdout.contains(id))
        }
        let doc = try CLIHarness.run(["rules", "unanimated_root_swap"])
        #expect(doc.status == 0)
        for heading in ["What it does", "Why it matters", "Example", "Use instead", "Fix safety"] {
            #expect(doc.stdout.contains(heading))
        }
        let unknown = try CLIHarness.run(["rules", "unanimated_root_swp"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'unanimated_root_swap'?"))
    }

    @Test func dumpScopes() throws {
        let result = try CLIHarness.run(["dump-scopes", "Corpus/SceneApp/AppCoordinator.swift"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("class AppCoordinator"))
    }

    /// `--quiet` hides output; it never turns a failing run into a passing one.
    @Test func quietKeepsTheExitStatus() throws {
        for extra in [[], ["--strict"], ["--max-warnings", "0"]] {
            let loud = try CLIHarness.run(extra + ["Corpus/ClassicApp"])
            let quiet = try CLIHarness.run(extra + ["-q", "Corpus/ClassicApp"])
            #expect(loud.status == 1)
            #expect(quiet.status == loud.status, "\(extra)")
            #expect(quiet.stderr.isEmpty)
            #expect(!quiet.stdout.contains("warning:"))
        }
    }

    @Test func groupedShortFlags() throws {
        let grouped = try CLIHarness.run(["-qj1", "Corpus/ClassicApp"])
        let apart = try CLIHarness.run(["-q", "-j", "1", "Corpus/ClassicApp"])
        #expect(grouped.status == apart.status)
        #expect(grouped.stdout == apart.stdout)
        let unknown = try CLIHarness.run(["-qz", "Corpus"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown option '-z' in '-qz'"))
    }

    @Test func oneReporterPerRun() throws {
        let result = try CLIHarness.run(["--reporter", "json", "--reporter", "sarif", "Corpus"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("'--reporter' given more than once"))
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: ["lint", "rules", "init", "config", "baseline", "dump-scopes", "dump-tokens"])
    func everySubcommandHasHelp(subcommand: String) throws {
        let result = try CLIHarness.run([subcommand, "--help"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("USAGE"))
        #expect(result.stderr.isEmpty)
    }

    /// After `--`, a file named like an option is a file: the hook passes
    /// `--`, so `-oPackage.swift` can never become `-o Package.swift`.
    @Test func aFileNamedLikeAnOptionAfterTheSeparator() throws {
        let dir = try TemporaryDirectory()
        let package = try dir.write("Package.swift", "// swift-tools-version:5.9\n")
        try dir.write("-oPackage.swift", "final class A {}\n")
        let result = try CLIHarness.run(["--", "-oPackage.swift"], in: dir.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: package, encoding: .utf8) == "// swift-tools-version:5.9\n")
        let hook = try String(contentsOf: CLIHarness.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        #expect(hook.contains("args: [\"--\"]"))
    }
}
