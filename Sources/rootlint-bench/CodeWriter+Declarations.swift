/// Declarations shared by the file kinds: headers, properties, methods,
/// enums, protocols, and the extensions UIKit code is full of.
extension CodeWriter {
    /// Xcode's file header and the imports.
    func fileHeader(fileName: String, imports: [String]) {
        line("//")
        line("//  \(fileName)")
        line("//  \(theme.app)")
        line("//")
        if chance(70) {
            line("//  Created by \(pick(Vocabulary.people)) on \(int(1...28))/\(int(1...12))/\(int(19...24)).")
            line("//  Copyright © 20\(int(19...24)) \(theme.app) Inc. All rights reserved.")
            line("//")
        }
        blank()
        for module in imports { line("import \(module)") }
        if chance(20) { line("@testable import \(theme.app)Core") }
        blank()
    }

    func storedProperty() {
        let noun = theme.noun
        switch int(0...11) {
        case 0: line("private let \(theme.service.lowerFirst): \(theme.service)Protocol")
        case 1: line("@Published private(set) var state: \(theme.stateType) = .\(stateCase)")
        case 2: line("private var cancellables = Set<AnyCancellable>()")
        case 3: line("weak var delegate: \(theme.feature)\(noun)Delegate?")
        case 4: line("var on\(verb.upperFirst): ((\(noun)) -> Void)?")
        case 5: line("private static let \(pick(["pageSize", "maximumRetries", "debounceInterval", "cacheLifetime"])) = \(int(2...120))")
        case 6: line("private(set) var \(propertyName(plural: true)): [\(anyNoun)] = []")
        case 7: line("private var \(propertyName()): \(pick(Vocabulary.valueTypes))\(chance(50) ? "" : "?")")
        case 8:
            scope("private lazy var \(pick(["tableView", "collectionView", "stackView", "headerView", "emptyStateView"])): UIView = {", closing: "}()") {
                line("let view = UIView(frame: .zero)")
                line("view.translatesAutoresizingMaskIntoConstraints = false")
                line("view.backgroundColor = .\(pick(Vocabulary.colors))")
                if chance(50) { line("view.layer.cornerRadius = \(int(4...16))") }
                line("return view")
            }
        case 9:
            scope("private let dateFormatter: DateFormatter = {", closing: "}()") {
                line("let formatter = DateFormatter()")
                line("formatter.dateStyle = .\(pick(["short", "medium", "long"]))")
                line("formatter.timeStyle = .\(pick(["none", "short"]))")
                line("return formatter")
            }
        case 10:
            block("var \(propertyName()): \(pick(["Bool", "String", "Int"]))") {
                line("\(propertyName(plural: true)).\(pick(["isEmpty", "count", "description"]))\(chance(30) ? " == false" : "")")
            }
        default:
            block("var \(propertyName()): \(pick(Vocabulary.valueTypes))") {
                block("didSet") {
                    line("guard oldValue != \(propertyName()) else { return }")
                    line("setNeedsUpdate()")
                }
            }
        }
    }

    /// A method of some kind, with a doc comment half the time.
    func method() {
        let name = functionName()
        let noun = theme.noun
        let parameter = noun.lowerFirst
        let kind = int(0...9)
        blank()
        if chance(50) {
            let parameters = kind == 0 ? [parameter] : kind == 5 ? ["completion"] : []
            docComment(summary: "\(name.upperFirst.splitCamelCase) for the \(theme.feature.lowercased()) screen.", parameters: parameters,
                       returns: kind == 1 || kind == 4)
        }
        switch kind {
        case 0:
            block("\(pick(["private ", "", "fileprivate "]))func \(name)(_ \(parameter): \(noun)\(chance(40) ? ", animated: Bool = true" : ""))") {
                statements(int(2...7))
            }
        case 1:
            block("func \(name)(\(parameter)ID: \(noun).ID) async throws -> \(chance(50) ? "[\(noun)]" : noun)") {
                line("let request = \(noun)Request(id: \(parameter)ID, \(pick(["includeArchived: false", "locale: .current", "fields: .all"])))")
                statements(int(1...4))
                line("return try await \(theme.service.lowerFirst).send(request)")
            }
        case 2:
            block("@objc private func \(name)\(pick(["Tapped", "DidChange", "Pressed"]))(_ sender: \(pick(["UIButton", "UIControl", "UIBarButtonItem", "UIRefreshControl"])))") {
                statements(int(1...4))
            }
        case 3:
            block("func \(pick(["decode", "map", "transform"]))<T: \(pick(["Decodable", "Identifiable & Hashable", "Sendable"]))>(_ type: T.Type, from data: Data) throws -> T\(chance(30) ? " where T: Equatable" : "")") {
                statements(int(1...3))
                line("return try decoder.decode(T.self, from: data)")
            }
        case 4:
            block("private func \(name)() -> \(pick(["Bool", "Int", "String"]))") {
                statements(int(1...5))
                line("return \(pick(["true", "false", "\(propertyName(plural: true)).count", "\"\"", "0"]))")
            }
        case 5:
            block("func \(name)(completion: @escaping (Result<[\(noun)], Error>) -> Void)") {
                callbackCall(depth: 1)
            }
        case 6:
            block("private func bind()") {
                line("\(theme.service.lowerFirst).\(parameter.plural)Publisher")
                indented {
                    line(".receive(on: DispatchQueue.main)")
                    if chance(50) { line(".removeDuplicates()") }
                    line(".sink { [weak self] \(parameter.plural) in")
                    indented { statements(int(1...3), depth: 1) }
                    line("}")
                    line(".store(in: &cancellables)")
                }
            }
        default:
            block("\(pick(["", "private ", "internal "]))func \(name)()") {
                statements(int(2...9))
            }
        }
    }

    /// An enum with associated values and computed properties that switch over it.
    func stateEnum() {
        blank()
        block("enum \(theme.stateType): Equatable") {
            for (index, word) in theme.cases.enumerated() {
                line(index == 0 ? "case \(word)(\(theme.noun))" : "case \(word)")
            }
            blank()
            block("var is\(adjective.upperFirst): Bool") {
                line("switch self {")
                line("case \(theme.cases.prefix(2).map { ".\($0)" }.joined(separator: ", ")):")
                indented { line("return true") }
                line("default:")
                indented { line("return false") }
                line("}")
            }
            if chance(60) {
                blank()
                block("var title: String") {
                    line("switch self {")
                    for (index, word) in theme.cases.enumerated() {
                        line(index == 0 ? "case .\(word)(let \(theme.noun.lowerFirst)): return \(stringLiteral(depth: 1))"
                                        : "case .\(word): return NSLocalizedString(\"\(theme.feature.lowercased()).\(word)\", comment: \"\")")
                    }
                    line("}")
                }
            }
        }
    }

    func delegateProtocol() {
        blank()
        block("protocol \(theme.feature)\(theme.noun)Delegate: AnyObject") {
            for _ in 0..<int(1...4) {
                line("func \(theme.feature.lowerFirst)\(theme.noun)(_ controller: UIViewController, did\(verb.upperFirst) \(theme.noun.lowerFirst): \(theme.noun))")
            }
        }
    }

    /// UITableView conformance in an extension: a switch over sections,
    /// dequeue and configure, push on selection.
    func tableViewExtension(of type: String, navigation: Bool) {
        mark("UITableViewDataSource")
        block("extension \(type): UITableViewDataSource") {
            block("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int") {
                line("\(propertyName(plural: true)).count")
            }
            blank()
            block("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell") {
                line("let cell = tableView.dequeueReusableCell(withIdentifier: \(theme.noun)Cell.reuseIdentifier, for: indexPath) as! \(theme.noun)Cell")
                line("let \(theme.noun.lowerFirst) = \(propertyName(plural: true))[indexPath.row]")
                line("cell.configure(with: \(theme.noun.lowerFirst), style: indexPath.row == 0 ? .\(stateCase) : .\(stateCase))")
                line("return cell")
            }
        }
        mark("UITableViewDelegate")
        block("extension \(type): UITableViewDelegate") {
            block("func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)") {
                line("tableView.deselectRow(at: indexPath, animated: true)")
                line("let \(theme.noun.lowerFirst) = \(propertyName(plural: true))[indexPath.row]")
                if navigation { navigationCall() } else { line("delegate?.\(theme.feature.lowerFirst)\(theme.noun)(self, didSelect \(theme.noun.lowerFirst): \(theme.noun.lowerFirst))") }
            }
        }
    }

    /// Ordinary navigation: push, present, sometimes a navigation controller
    /// built around the next screen (the common look-alike of a root write).
    func navigationCall() {
        let controller = "\(theme.noun)\(pick(["Detail", "Editor", "Preview", "Share"]))ViewController"
        line("let controller = \(controller)(\(theme.noun.lowerFirst): \(theme.noun.lowerFirst))")
        switch int(0...3) {
        case 0:
            line("navigationController?.pushViewController(controller, animated: true)")
        case 1:
            line("controller.modalPresentationStyle = .\(pick(["pageSheet", "formSheet", "fullScreen"]))")
            line("present(controller, animated: true)")
        case 2:
            line("show(controller, sender: self)")
        default:
            line("let navigation = UINavigationController(rootViewController: controller)")
            line("navigation.navigationBar.prefersLargeTitles = \(chance(50) ? "true" : "false")")
            line("present(navigation, animated: true)")
        }
    }

    /// Methods (with an occasional `// MARK:` between groups) until the file
    /// holds `percent` % of its planned size.
    func methods(untilPercent percent: Int) {
        var sinceMark = 0
        while size < targetBytes * percent / 100 {
            if sinceMark >= int(3...8) {
                mark(pick(["Actions", "Private", "Helpers", "Networking", "Layout", "Binding", "State", "Formatting", "Navigation"]))
                sinceMark = 0
            }
            method()
            sinceMark += 1
        }
    }
}

extension String {
    /// `loadOrders` → `Load orders`.
    var splitCamelCase: String {
        var out = ""
        for character in self {
            if character.isUppercase, !out.isEmpty { out += " " + character.lowercased() } else { out.append(character) }
        }
        return out
    }
}
