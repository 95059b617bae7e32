import Foundation

/// Writes a synthetic but realistic tree of iOS app sources: several apps,
/// each with features made of view controllers, view models, services,
/// models, SwiftUI views, cells, extensions, tests and coordinators; about
/// 4 % of the files switch the window's root; exactly one file (generated
/// GraphQL code) is over 1 MB. The same seed gives the same bytes.
struct TreeGenerator {
    let fileCount: Int
    let megabytes: Int
    let seed: UInt64

    struct Failure: Error { var message: String }

    struct Summary {
        var files = 0
        var bytes = 0
        var rootSwitchingFiles = 0
        var largestBytes = 0
        var filesOverOneMegabyte = 0
    }

    /// A file to write: where, what, and its share of the size budget.
    struct PlannedFile {
        var path: String
        var kind: FileKind
        var typeName: String
        var theme: FileTheme
        var weight: Int
        var seed: UInt64
        var isRootSwitching: Bool
    }

    /// Written at the top of a generated tree, so that a later run may replace it.
    static let marker = ".rootlint-bench-tree"

    static let appNames = ["Shopwise", "Trailmix", "Pocketbank", "Fitloop", "Tastebud", "Harbor", "Lumen", "Parcel"]

    /// Share of the size budget by file size class: many small and medium
    /// files, some long ones, a few very long view controllers.
    static let sizeClasses: [(weight: Int, bytes: ClosedRange<Int>)] = [
        (30, 1_000...4_000), (35, 4_000...12_000), (25, 12_000...30_000), (9, 30_000...80_000), (1, 80_000...250_000),
    ]

    /// Ordinary kinds and their frequency.
    static let kinds: [(FileKind, Int)] = [
        (.viewController, 20), (.viewModel, 14), (.service, 10), (.model, 14), (.swiftUIView, 12), (.cell, 7),
        (.utilities, 7), (.tests, 9), (.flowCoordinator, 3),
    ]

    // MARK: - Planning

    func plan() -> [PlannedFile] {
        var random = SeededRandom(seed: seed)
        let appCount = min(Self.appNames.count, max(1, (fileCount + 799) / 800))
        let apps = Array(Self.appNames.prefix(appCount))
        let rootSwitchingCount = min(fileCount - 1, max(1, fileCount * 4 / 100))
        var used = Set<String>()
        var files: [PlannedFile] = []

        func add(_ kind: FileKind, app: String, directory: (FileTheme) -> String, name: (FileTheme) -> (type: String, file: String),
                 rootSwitching: Bool = false) {
            for attempt in 0..<20 {
                let theme = FileTheme(app: app, feature: random.pick(Vocabulary.features), noun: random.pick(Vocabulary.nouns),
                                      random: &random)
                let (type, file) = name(theme)
                let path = "\(app)/\(directory(theme))/\(file)"
                if used.contains(path), attempt < 19 { continue }
                used.insert(path)
                let sizeClass = Self.sizeClasses[random.weighted(Self.sizeClasses.map(\.weight))]
                files.append(PlannedFile(path: path, kind: kind, typeName: type, theme: theme,
                                         weight: random.int(sizeClass.bytes), seed: random.next(),
                                         isRootSwitching: rootSwitching))
                return
            }
        }

        // Each app's launch and root switching: delegates, coordinator, window helper.
        var rootFiles = 0
        for app in apps {
            let fixed: [(RootSwitchVariant, String, String)] = [
                (.appDelegate, "AppDelegate", "App"), (.sceneDelegate, "SceneDelegate", "App"),
                (.animatedCoordinator, "AppCoordinator", "App/Coordinators"), (.windowHelper, "UIWindow+RootTransition", "Core/Extensions"),
            ]
            for (variant, name, directory) in fixed where rootFiles < rootSwitchingCount {
                add(.rootSwitching(variant), app: app, directory: { _ in "\(app)/\(directory)" },
                    name: { _ in (name, name + ".swift") }, rootSwitching: true)
                rootFiles += 1
            }
        }
        // The rest of the root-switching share: coordinators and screens doing it themselves.
        let extraVariants: [(RootSwitchVariant, Int)] = [
            (.animatedCoordinator, 3), (.unanimatedCoordinator, 3), (.viewControllerSwap, 2), (.navigationMisuse, 1), (.sceneDelegate, 1),
        ]
        while rootFiles < rootSwitchingCount {
            let app = random.pick(apps)
            let variant = extraVariants[random.weighted(extraVariants.map(\.1))].0
            add(.rootSwitching(variant), app: app, directory: { "\(app)/Features/\($0.feature)/\(variant == .viewControllerSwap || variant == .navigationMisuse ? "Views" : "Coordinators")" },
                name: { theme in
                    let type: String
                    switch variant {
                    case .animatedCoordinator: type = theme.feature + random.pick(["Root", "Session", "Flow", "Auth"]) + "Coordinator"
                    case .unanimatedCoordinator: type = theme.feature + random.pick(["Session", "Account", "Onboarding"]) + "Coordinator"
                    case .viewControllerSwap: type = random.pick(["Login", "SignIn", "Welcome", "Onboarding", "Paywall"]) + theme.feature + "ViewController"
                    case .navigationMisuse: type = theme.feature + "SettingsViewController"
                    default: type = theme.feature + "SceneDelegate"
                    }
                    return (type, type + ".swift")
                }, rootSwitching: true)
            rootFiles += 1
        }

        // The giant generated file.
        add(.generatedAPI, app: apps[0], directory: { _ in "\(apps[0])/Generated" }, name: { _ in ("API", "API.swift") })

        // Everything else.
        while files.count < fileCount {
            let app = random.pick(apps)
            let kind = Self.kinds[random.weighted(Self.kinds.map(\.1))].0
            add(kind, app: app, directory: { theme in Self.directory(for: kind, app: app, theme: theme) },
                name: { theme in Self.name(for: kind, theme: theme, random: &random) })
        }

        // Interleave, so that the special files are spread over the write order.
        for index in stride(from: files.count - 1, to: 0, by: -1) {
            files.swapAt(index, random.int(0...index))
        }
        return files
    }

    static func directory(for kind: FileKind, app: String, theme: FileTheme) -> String {
        let feature = "\(app)/Features/\(theme.feature)"
        switch kind {
        case .viewController, .swiftUIView, .cell: return "\(feature)/Views"
        case .viewModel: return "\(feature)/ViewModels"
        case .service: return "\(feature)/Services"
        case .model: return "\(feature)/Models"
        case .utilities: return "\(app)/Core/Extensions"
        case .tests: return "\(app)Tests/\(theme.feature)"
        case .flowCoordinator, .rootSwitching: return "\(feature)/Coordinators"
        case .generatedAPI: return "\(app)/Generated"
        }
    }

    static func name(for kind: FileKind, theme: FileTheme, random: inout SeededRandom) -> (type: String, file: String) {
        let noun = theme.noun
        let type: String
        switch kind {
        case .viewController: type = noun + random.pick(["List", "Detail", "Editor", "Summary", "Overview", "Picker", ""]) + "ViewController"
        case .viewModel: type = noun + random.pick(["List", "Detail", "Editor", "Search", ""]) + "ViewModel"
        case .service: type = theme.service
        case .model: type = noun + random.pick(["", "DTO", "Record", "Payload"])
        case .swiftUIView: type = noun + random.pick(["Row", "Card", "List", "Detail", "Header", "Badge"]) + "View"
        case .cell: type = noun + random.pick(["", "Summary", "Compact", "Large"]) + "Cell"
        case .utilities:
            let extended = random.pick(["Date", "String", "UIView", "UIColor", "URL", "Collection", "Decimal"])
            return (theme.feature + "Helpers", "\(extended)+\(theme.feature).swift")
        case .tests: type = noun + random.pick(["ViewController", "ViewModel", "Service", "Formatter"]) + "Tests"
        case .flowCoordinator: type = theme.feature + random.pick(["", "Flow", "Navigation"]) + "Coordinator"
        case .rootSwitching, .generatedAPI: type = noun
        }
        return (type, type + ".swift")
    }

    // MARK: - Writing

    /// The tree in memory, in plan order: each file's plan and text.
    func generate() -> [(file: PlannedFile, text: String)] {
        let files = plan()
        let budget = megabytes * 1_000_000
        var remainingWeight = files.reduce(0) { $0 + ($1.kind.isGeneratedAPI ? 0 : $1.weight) }
        var writtenOrdinary = 0
        let giantBytes = 1_050_000 + Int(seed % 150_000)
        var result: [(file: PlannedFile, text: String)] = []
        for file in files {
            let target: Int
            if file.kind.isGeneratedAPI {
                target = giantBytes
            } else {
                // This file's share of what is left, so that overshoot is absorbed as we go.
                let left = max(0, budget - giantBytes - writtenOrdinary)
                target = min(400_000, max(600, Int(Double(left) * Double(file.weight) / Double(max(1, remainingWeight)))))
                remainingWeight -= file.weight
            }
            let writer = CodeWriter(random: SeededRandom(seed: file.seed), theme: file.theme, targetBytes: target)
            writer.writeFile(file.kind, typeName: file.typeName, fileName: URL(fileURLWithPath: file.path).lastPathComponent)
            if !file.kind.isGeneratedAPI { writtenOrdinary += writer.text.utf8.count }
            result.append((file, writer.text))
        }
        return result
    }

    func write(to directory: String) throws -> Summary {
        try prepare(directory)
        var summary = Summary()
        for (file, text) in generate() {
            let bytes = Data(text.utf8)
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: url)
            } catch {
                throw Failure(message: "cannot write \(url.path): \(error.localizedDescription)")
            }
            summary.files += 1
            summary.bytes += bytes.count
            summary.largestBytes = max(summary.largestBytes, bytes.count)
            if bytes.count > 1_000_000 { summary.filesOverOneMegabyte += 1 }
            if file.isRootSwitching { summary.rootSwitchingFiles += 1 }
        }
        return summary
    }

    /// Creates `directory`, or empties it if an earlier run generated it.
    /// Anything else already there is left alone and is an error.
    private func prepare(_ directory: String) throws {
        let manager = FileManager.default
        let markerPath = URL(fileURLWithPath: directory).appendingPathComponent(Self.marker).path
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw Failure(message: "\(directory) exists and is not a directory") }
            let entries = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
            if !entries.isEmpty {
                guard manager.fileExists(atPath: markerPath) else {
                    throw Failure(message: "\(directory) is not empty and was not generated by rootlint-bench; choose another directory")
                }
                for entry in entries {
                    try manager.removeItem(at: URL(fileURLWithPath: directory).appendingPathComponent(entry))
                }
            }
        }
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data("rootlint-bench tree: seed \(seed), \(fileCount) files, \(megabytes) MB\n".utf8)
                .write(to: URL(fileURLWithPath: markerPath))
            // A workspace of its apps at the top, as an app repository has:
            // the tree is one project, so a file named alone (a hook, an
            // editor) is linted with the whole tree surveyed, even without git.
            let workspace = URL(fileURLWithPath: directory).appendingPathComponent("Apps.xcworkspace")
            try manager.createDirectory(at: workspace, withIntermediateDirectories: true)
            try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n</Workspace>\n".utf8)
                .write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        } catch {
            throw Failure(message: "cannot create \(directory): \(error.localizedDescription)")
        }
    }
}

extension FileKind {
    var isGeneratedAPI: Bool {
        if case .generatedAPI = self { return true }
        return false
    }
}
