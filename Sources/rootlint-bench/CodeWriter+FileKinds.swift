/// The kinds of file an iOS app tree is made of.
enum FileKind {
    case viewController, viewModel, service, model, swiftUIView, cell, utilities, tests, flowCoordinator
    /// Switches `window.rootViewController`: coordinators, scene delegates, helpers.
    case rootSwitching(RootSwitchVariant)
    /// One huge generated file (GraphQL client code), over 1 MB.
    case generatedAPI
}

/// One template per ordinary file kind. Each writes the file's core, then
/// grows it with extensions until it reaches its planned size.
extension CodeWriter {
    func writeFile(_ kind: FileKind, typeName: String, fileName: String) {
        switch kind {
        case .viewController: viewControllerFile(typeName, fileName)
        case .viewModel: viewModelFile(typeName, fileName)
        case .service: serviceFile(typeName, fileName)
        case .model: modelFile(typeName, fileName)
        case .swiftUIView: swiftUIFile(typeName, fileName)
        case .cell: cellFile(typeName, fileName)
        case .utilities: utilitiesFile(typeName, fileName)
        case .tests: testsFile(typeName, fileName)
        case .flowCoordinator: flowCoordinatorFile(typeName, fileName)
        case .rootSwitching(let variant): rootSwitchingFile(variant, typeName, fileName)
        case .generatedAPI: generatedAPIFile(fileName)
        }
    }

    /// `private extension T { … }` blocks until the file is long enough.
    func growWithExtensions(of type: String) {
        while wantsMore {
            mark(pick(["Helpers", "Formatting", "Private", "Analytics", "Accessibility", "State handling"]))
            block("\(pick(["private ", "", "fileprivate "]))extension \(type)") {
                for _ in 0..<int(2...6) where wantsMore { method() }
            }
        }
    }

    func viewControllerFile(_ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: chance(50) ? ["UIKit", "Combine"] : ["UIKit"])
        if chance(40) { delegateProtocol(); blank() }
        if chance(60) { docComment(summary: "Shows \(theme.noun.plural.lowercased()) of the \(theme.feature.lowercased()) feature.") }
        block("final class \(type): UIViewController") {
            line("")
            line("// MARK: - Properties")
            blank()
            for _ in 0..<int(3...8) { storedProperty() }
            blank()
            block("init(\(theme.service.lowerFirst): \(theme.service)Protocol)") {
                line("self.\(theme.service.lowerFirst) = \(theme.service.lowerFirst)")
                line("super.init(nibName: nil, bundle: nil)")
            }
            blank()
            line("@available(*, unavailable)")
            block("required init?(coder: NSCoder)") { line("fatalError(\"init(coder:) has not been implemented\")") }
            mark("Lifecycle")
            block("override func viewDidLoad()") {
                line("super.viewDidLoad()")
                line("title = NSLocalizedString(\"\(theme.feature.lowerFirst).\(theme.noun.lowerFirst).title\", comment: \"\")")
                line("view.backgroundColor = .\(pick(Vocabulary.colors))")
                statements(int(2...5))
            }
            if chance(60) {
                blank()
                block("override func viewWillAppear(_ animated: Bool)") {
                    line("super.viewWillAppear(animated)")
                    statements(int(1...3))
                }
            }
            methods(untilPercent: 70)
        }
        tableViewExtension(of: type, navigation: chance(70))
        if chance(50) { stateEnum() }
        growWithExtensions(of: type)
    }

    func viewModelFile(_ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: ["Foundation", "Combine"])
        line("@MainActor")
        block("final class \(type): ObservableObject") {
            line("@Published private(set) var state: \(theme.stateType) = .\(stateCase)")
            line("@Published var searchText = \"\"")
            for _ in 0..<int(2...6) { storedProperty() }
            blank()
            block("init(\(theme.service.lowerFirst): \(theme.service)Protocol = \(theme.service)())") {
                line("self.\(theme.service.lowerFirst) = \(theme.service.lowerFirst)")
                line("bind()")
            }
            methods(untilPercent: 80)
        }
        stateEnum()
        growWithExtensions(of: type)
    }

    func serviceFile(_ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: ["Foundation"])
        block("protocol \(type)Protocol: Sendable") {
            for _ in 0..<int(2...6) {
                line("func \(functionName())(\(theme.noun.lowerFirst)ID: \(theme.noun).ID) async throws -> [\(anyNoun)]")
            }
        }
        blank()
        block("enum \(type)Error: LocalizedError") {
            let failures = random.pick(int(2...4), of: ["notFound", "unauthorized", "rateLimited", "decodingFailed", "offline", "serverError(Int)"])
            for failure in failures { line("case \(failure)") }
            blank()
            block("var errorDescription: String?") {
                line("switch self {")
                for failure in failures {
                    let name = failure.split(separator: "(").first.map(String.init) ?? failure
                    line(failure.contains("(") ? "case .\(name)(let code): return \"Server error \\(code)\"" : "case .\(name): return \"\(pick(Vocabulary.phrases))\"")
                }
                line("}")
            }
        }
        blank()
        block("final class \(type): \(type)Protocol, @unchecked Sendable") {
            line("private let session: URLSession")
            line("private let baseURL: URL")
            line("private let decoder = JSONDecoder()")
            blank()
            block("init(session: URLSession = .shared, baseURL: URL = Environment.current.apiBaseURL)") {
                line("self.session = session")
                line("self.baseURL = baseURL")
                line("decoder.keyDecodingStrategy = .convertFromSnakeCase")
            }
            methods(untilPercent: 90)
        }
        growWithExtensions(of: type)
    }

    func modelFile(_ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: ["Foundation"])
        var first = true
        while wantsMore || first {
            let name = first ? type : anyNoun + pick(["Summary", "Detail", "Snapshot", "Payload", "Metadata", "Response"])
            first = false
            if chance(60) { docComment(summary: "A \(name.splitCamelCase.lowercased()) as the API returns it.") }
            block("struct \(name): Codable, Identifiable, Hashable\(chance(30) ? ", Sendable" : "")") {
                let fields = random.pick(int(3...9), of: Vocabulary.adjectives.map { $0 + pick(["Title", "Count", "Date", "Identifier", "Amount", "Flag"]) })
                line("let id: UUID")
                for field in fields { line("var \(field): \(pick(Vocabulary.valueTypes))") }
                blank()
                block("enum CodingKeys: String, CodingKey") {
                    line("case id")
                    for field in fields { line("case \(field) = \"\(field.splitCamelCase.lowercased().split(separator: " ").joined(separator: "_"))\"") }
                }
                if chance(50) {
                    blank()
                    block("var displayTitle: String") { line("\(stringLiteral(depth: 0))") }
                }
            }
            blank()
            if chance(50) {
                block("extension \(name)") {
                    line("static let placeholder = \(name)(id: UUID(), \(pick(["title: \"Placeholder\"", "count: 0"])))")
                    if chance(50) { method() }
                }
                blank()
            }
        }
    }

    func swiftUIFile(_ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: ["SwiftUI"])
        block("struct \(type): View") {
            line("@StateObject private var viewModel: \(theme.noun)ViewModel")
            line("@State private var is\(adjective.upperFirst) = false")
            line("@Environment(\\.dismiss) private var dismiss")
            blank()
            block("var body: some View") {
                block("NavigationStack") {
                    block("List") {
                        scope("ForEach(viewModel.\(propertyName(plural: true))) { \(theme.noun.lowerFirst) in") {
                            block("HStack(spacing: \(int(4...16)))") {
                                line("Text(\(theme.noun.lowerFirst).title)")
                                indented { line(".font(.\(pick(["headline", "body", "subheadline"])))") }
                                line("Spacer()")
                                line("Text(\(stringLiteral(depth: 0)))")
                                indented { line(".foregroundStyle(.secondary)") }
                            }
                        }
                    }
                    line(".navigationTitle(\"\(theme.feature)\")")
                    scope(".toolbar {") {
                        scope("Button(\"\(pick(["Done", "Edit", "Add", "Filter"]))\") {") { line("dismiss()") }
                    }
                    line(".task { await viewModel.\(functionName())() }")
                }
            }
            while size < targetBytes * 85 / 100 {
                blank()
                block("private var \(propertyName()): some View") {
                    block("VStack(alignment: .leading, spacing: \(int(2...12)))") {
                        line("Text(\(stringLiteral(depth: 0)))")
                        line("Text(\"\(pick(Vocabulary.phrases))\").font(.caption)")
                        if chance(50) { scope("if is\(adjective.upperFirst) {") { line("ProgressView()") } }
                    }
                    line(".padding(\(int(4...20)))")
                }
            }
        }
        blank()
        if chance(50) {
            line("#if DEBUG")
            block("struct \(type)_Previews: PreviewProvider") {
                block("static var previews: some View") { line("\(type)(viewModel: .preview)") }
            }
            line("#endif")
        } else {
            block("#Preview") { line("\(type)(viewModel: .preview)") }
        }
        growWithExtensions(of: type)
    }

    func cellFile(_ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: ["UIKit"])
        block("final class \(type): UITableViewCell") {
            line("static let reuseIdentifier = \"\(type)\"")
            blank()
            line("private let titleLabel = UILabel()")
            line("private let subtitleLabel = UILabel()")
            line("private let thumbnailView = UIImageView()")
            blank()
            block("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)") {
                line("super.init(style: style, reuseIdentifier: reuseIdentifier)")
                line("contentView.addSubview(titleLabel)")
                line("titleLabel.font = .preferredFont(forTextStyle: .\(pick(["headline", "body"])))")
                scope("NSLayoutConstraint.activate([", closing: "])") {
                    line("titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),")
                    line("titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor, constant: \(int(2...12))),")
                    line("titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),")
                }
            }
            blank()
            line("required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }")
            blank()
            block("func configure(with \(theme.noun.lowerFirst): \(theme.noun), style: \(theme.stateType))") {
                line("titleLabel.text = \(theme.noun.lowerFirst).title")
                line("subtitleLabel.text = \(stringLiteral(depth: 0))")
                switchOverState(depth: 2)
            }
            blank()
            block("override func prepareForReuse()") {
                line("super.prepareForReuse()")
                line("thumbnailView.image = nil")
            }
            methods(untilPercent: 90)
        }
        growWithExtensions(of: type)
    }

    func utilitiesFile(_ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: ["Foundation", "UIKit"])
        let extended = ["Date", "String", "UIView", "UIColor", "Array where Element == \(theme.noun)", "Collection", "URL", "Decimal"]
        while wantsMore {
            block("extension \(pick(extended))") {
                if chance(30) {
                    line("static let \(pick(["isoPattern", "datePattern", "slugPattern"])) = #/(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})/#")
                }
                if chance(30) { line("static let \(propertyName()) = #\"\\d+(\\.\\d{1,2})?\"#") }
                for _ in 0..<int(1...4) where wantsMore { method() }
            }
            blank()
        }
    }

    func testsFile(_ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: ["XCTest"])
        line("@testable import \(theme.app)")
        blank()
        block("final class \(type): XCTestCase") {
            line("private var sut: \(theme.noun)ViewController!")
            line("private var \(theme.service.lowerFirst): Mock\(theme.service)!")
            blank()
            block("override func setUp()") {
                line("super.setUp()")
                line("\(theme.service.lowerFirst) = Mock\(theme.service)()")
                line("sut = \(theme.noun)ViewController(\(theme.service.lowerFirst): \(theme.service.lowerFirst))")
                if chance(15) {
                    // Tests host a controller in a window: a root write that must stay silent.
                    line("let window = UIWindow(frame: UIScreen.main.bounds)")
                    line("window.rootViewController = sut")
                    line("window.makeKeyAndVisible()")
                }
            }
            while size < targetBytes * 95 / 100 {
                blank()
                block("func test_\(functionName())_when\(stateCase.upperFirst)_\(pick(["shows", "hides", "updates", "keeps"]))\(anyNoun)() \(chance(40) ? "async " : "")throws") {
                    line("\(theme.service.lowerFirst).stubbed\(theme.noun.plural) = [.placeholder]")
                    statements(int(1...3), depth: 2)
                    line("XCTAssertEqual(sut.\(propertyName(plural: true)).count, \(int(0...5)), \(stringLiteral(depth: 1)))")
                }
            }
        }
    }

    /// A navigation coordinator: its own `rootViewController` property and
    /// `UINavigationController(rootViewController:)`, but no window writes.
    func flowCoordinatorFile(_ type: String, _ fileName: String) {
        fileHeader(fileName: fileName, imports: ["UIKit"])
        block("final class \(type): Coordinator") {
            line("var childCoordinators: [Coordinator] = []")
            line("private let navigationController: UINavigationController")
            line("private let dependencies: AppDependencies")
            blank()
            if chance(50) {
                line("var rootViewController: UIViewController { navigationController }")
            } else {
                line("private(set) var rootViewController: UIViewController?")
            }
            blank()
            block("init(dependencies: AppDependencies)") {
                line("self.dependencies = dependencies")
                line("navigationController = UINavigationController(rootViewController: \(theme.noun)ListViewController(\(theme.service.lowerFirst): dependencies.\(theme.service.lowerFirst)))")
            }
            blank()
            block("func start()") {
                line("let controller = \(theme.noun)ListViewController(\(theme.service.lowerFirst): dependencies.\(theme.service.lowerFirst))")
                line("controller.delegate = self")
                line("navigationController.setViewControllers([controller], animated: false)")
            }
            while size < targetBytes * 80 / 100 {
                blank()
                block("func show\(anyNoun)(_ \(theme.noun.lowerFirst): \(theme.noun))") { navigationCall() }
            }
        }
        growWithExtensions(of: type)
    }
}
