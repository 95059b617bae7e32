import Foundation

/// Runs the real `rootlint` binary built next to the test bundle.
struct CLIHarness {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built `rootlint` executable: in the products directory that also
    /// holds the test bundle.
    static let binary: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("rootlint")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        fatalError("rootlint binary not found near \(Bundle.main.bundleURL.path)")
    }()

    static func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
                    stdin: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot deadlock.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A scratch directory, removed when the test is done.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("rootlint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }
}

/// A file with one unanimated root swap outside a coordinator.
let misuseSource = """
    final class SettingsViewController: UIViewController {
        func logOut() {
            view.window?.rootViewController = LoginViewController()
        }
    }

    """

let cleanSource = """
    final class AppCoordinator {
        let window: UIWindow
        func showMain() {
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                UIView.performWithoutAnimation { self.window.rootViewController = MainViewController() }
            })
        }
    }

    """
