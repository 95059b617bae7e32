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
}
