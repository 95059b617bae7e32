import Foundation
@testable import RootLintCLI
import Testing

/// A fallback root is surveyed whole only when it holds a Swift project's
/// marker; the look reads the folder's names without sorting them.
@Suite("Project markers")
struct ProjectMarkerTests {
    @Test func everyMarkerIsFoundAmongManyNames() throws {
        for marker in ["Package.swift", "Podfile", "project.yml", "Project.swift", "App.xcodeproj", "Apps.xcworkspace"] {
            let dir = try TemporaryDirectory()
            for k in 0..<300 { try dir.write("Note\(k).txt", "") }
            try dir.write(marker, "")
            #expect(ProjectRoots.holdsProjectMarker(dir.url.path), "\(marker)")
        }
        let plain = try TemporaryDirectory()
        for k in 0..<300 { try plain.write("Note\(k).txt", "") }
        try plain.write("Package.swift.orig", "")
        try plain.write("xcodeproj", "")
        #expect(!ProjectRoots.holdsProjectMarker(plain.url.path))
        #expect(!ProjectRoots.holdsProjectMarker(plain.url.path + "/missing"))
    }

    @Test func unsortedEntriesAreTheSortedOnes() throws {
        let dir = try TemporaryDirectory()
        for name in ["b.swift", "A.swift", "é.swift", "a", ".hidden", "Z"] { try dir.write(name, "") }
        let sorted = try POSIX.directoryEntries(dir.url.path).get().map(\.name)
        let unsorted = try POSIX.directoryEntries(dir.url.path, sorted: false).get().map(\.name)
        #expect(sorted == [".hidden", "A.swift", "Z", "a", "b.swift", "é.swift"])
        #expect(unsorted.sorted(by: String.bytewiseLess) == sorted)
    }
}
