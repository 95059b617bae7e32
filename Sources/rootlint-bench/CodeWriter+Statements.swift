/// Statements and expressions for function bodies: the everyday Swift of an
/// iOS app (guards, switches over state, callbacks with `[weak self]`,
/// interpolated strings nested inside closures inside interpolations).
extension CodeWriter {
    /// `count` statements; nesting stops at depth 3.
    func statements(_ count: Int, depth: Int = 0) {
        for _ in 0..<count { statement(depth: depth) }
    }

    func statement(depth: Int) {
        let weights = [14, 8, 8, 7, 5, 6, 4, 10, 3, 4, 8, 2, 3, 3, 8, 3]
        var kind = random.weighted(weights)
        let nesting: Set<Int> = [2, 3, 4, 5, 6, 8, 9, 12, 13]
        if depth >= 3, nesting.contains(kind) { kind = pick([0, 7, 10, 14]) }
        let next = depth + 1
        switch kind {
        case 0:
            line("let \(propertyName()) = \(expression())")
        case 1:
            if chance(60) {
                line("guard let \(theme.noun.lowerFirst) = \(optionalExpression()) else { return }")
            } else {
                block("guard \(condition()) else") {
                    line("logger.debug(\(stringLiteral(depth: 0)))")
                    line("return")
                }
            }
        case 2:
            block("if \(condition())") { statements(int(1...3), depth: next) }
            if chance(50) { continued("else") { statements(int(1...2), depth: next) } }
        case 3:
            switchOverState(depth: next)
        case 4:
            block("for \(theme.noun.lowerFirst) in \(propertyName(plural: true))\(chance(30) ? " where \(theme.noun.lowerFirst).is\(adjective.upperFirst)" : "")") {
                statements(int(1...2), depth: next)
            }
        case 5:
            callbackCall(depth: next)
        case 6:
            if chance(60) {
                scope("DispatchQueue.main.async { [weak self] in") {
                    line("guard let self else { return }")
                    statements(int(1...2), depth: next)
                }
            } else {
                block("DispatchQueue.main.async") { statements(int(1...2), depth: next) }
            }
        case 7:
            line("\(pick(["logger.debug", "logger.info", "print", "os_log", "Analytics.log"]))(\(stringLiteral(depth: 0)))")
        case 8:
            line("#if DEBUG")
            statements(1, depth: next)
            if chance(30) {
                line("#else")
                line("assertionFailure(\"\(theme.stateType) should not be \(stateCase) here\")")
            }
            line("#endif")
        case 9:
            block("do") {
                line("let \(propertyName()) = try \(pick(["decoder", "JSONDecoder()"])).decode(\(theme.noun).self, from: data)")
                statements(int(0...1), depth: next)
            }
            continued("catch") { line("logger.error(\"\(verb) failed: \\(error.localizedDescription)\")") }
        case 10:
            line("\(chance(50) ? "self." : "")\(propertyName()) = \(expression())")
        case 11:
            multilineString()
        case 12:
            scope("UIView.animate(withDuration: \(pick(["0.2", "0.25", "0.3", "0.35"]))\(chance(40) ? ", delay: 0, options: [.curveEaseInOut]" : "")) { [weak self] in") {
                line("self?.\(pick(["view", "contentView", "headerView"])).\(pick(["alpha = 1", "layoutIfNeeded()", "transform = .identity"]))")
            }
        case 13:
            scope(chance(40) ? "Task { @MainActor in" : "Task {") {
                line("let \(propertyName(plural: true)) = try await \(theme.service.lowerFirst).\(functionName())(\(argument()))")
                statements(int(0...1), depth: next)
            }
        case 14:
            chain()
        default:
            line("return")
        }
    }

    func switchOverState(depth: Int) {
        line("switch \(pick(["state", "self.state", "newState", "\(theme.noun.lowerFirst).state"])) {")
        for (index, word) in theme.cases.enumerated() {
            line(index == 0 && chance(40) ? "case .\(word)(let \(theme.noun.lowerFirst)):" : "case .\(word):")
            indented { statements(int(1...2), depth: depth) }
        }
        if chance(40) {
            line("@unknown default:")
            indented { line("break") }
        }
        line("}")
    }

    // MARK: - Expressions

    func expression() -> String {
        switch int(0...9) {
        case 0: return "\(theme.service.lowerFirst).\(functionName())(\(argument()))"
        case 1: return "\(propertyName(plural: true)).filter { $0.is\(adjective.upperFirst) }.count"
        case 2: return stringLiteral(depth: 0)
        case 3: return "\(theme.noun)(id: UUID(), title: \(stringLiteral(depth: 1)), createdAt: Date())"
        case 4: return "\(propertyName()) ?? \(pick(["0", "\"\"", "false", ".zero", "[]"]))"
        case 5: return "\(theme.stateType).\(stateCase)"
        case 6: return "\(propertyName(plural: true)).first(where: { $0.id == \(theme.noun.lowerFirst)ID })"
        case 7: return "Double(\(propertyName())) * \(int(1...9)).\(int(0...99))"
        case 8: return "[\(pick(Vocabulary.nouns).lowerFirst), \(pick(Vocabulary.nouns).lowerFirst)].compactMap { $0 }"
        default: return "URL(string: \"https://api.example.com/v\(int(1...3))/\(anyNoun.plural.lowercased())/\\(\(theme.noun.lowerFirst).id)\")"
        }
    }

    func optionalExpression() -> String {
        pick(["\(propertyName(plural: true)).first", "self.\(propertyName())", "dataSource?.\(theme.noun.lowerFirst)(at: indexPath)",
              "notification.userInfo?[\"\(theme.noun.lowerFirst)\"] as? \(theme.noun)", "try? \(theme.service.lowerFirst).cached\(theme.noun)()"])
    }

    func condition() -> String {
        switch int(0...5) {
        case 0: return "\(propertyName(plural: true)).isEmpty"
        case 1: return "!is\(adjective.upperFirst)"
        case 2: return "let \(theme.noun.lowerFirst) = \(optionalExpression())"
        case 3: return "\(propertyName()) > \(int(0...20))"
        case 4: return "state == .\(stateCase)"
        default: return "\(theme.noun.lowerFirst).is\(adjective.upperFirst) && !\(propertyName(plural: true)).isEmpty"
        }
    }

    func argument() -> String {
        pick(["", "id: \(theme.noun.lowerFirst)ID", "\(theme.noun.lowerFirst)", "page: page, limit: \(pick(["20", "50", "pageSize"]))",
              "for: \(theme.noun.lowerFirst), force: \(chance(50) ? "true" : "false")"])
    }

    /// A string literal with interpolations; at depth 0 they may nest a
    /// closure that builds strings of its own.
    func stringLiteral(depth: Int) -> String {
        let noun = theme.noun.lowerFirst
        let list = propertyName(plural: true)
        var pieces = [
            "\(pick(Vocabulary.phrases))",
            "\\(\(noun).title)",
            "\\(\(list).count) item\\(\(list).count == 1 ? \"\" : \"s\")",
            "\\(String(format: \"%.2f\", \(noun).total))",
            "\\(\(noun).id)",
            "\\(dateFormatter.string(from: \(noun).createdAt))",
        ]
        if depth == 0, chance(40) {
            pieces.append("\\(\(propertyName(plural: true)).map { \"\\($0.title) ×\\($0.quantity)\" }.joined(separator: \", \"))")
            pieces.append("\\(\(noun).author.map { \"by \\($0.name)\" } ?? \"\")")
        }
        let chosen = random.pick(int(1...3), of: pieces)
        return "\"" + chosen.joined(separator: pick([" ", ": ", " — ", ", "])) + "\""
    }

    func callbackCall(depth: Int) {
        let name = functionName()
        line("\(theme.service.lowerFirst).\(name)(\(argument())) { [weak self] result in")
        indented {
            line("guard let self else { return }")
            line("switch result {")
            line("case .success(let \(propertyName(plural: true))):")
            indented { statements(int(1...2), depth: depth + 1) }
            line("case .failure(let error):")
            indented {
                line("self.state = .\(stateCase)")
                line("self.show(error: error, retry: { [weak self] in self?.\(name)() })")
            }
            line("}")
        }
        line("}")
    }

    func chain() {
        let source = propertyName(plural: true)
        line("let \(propertyName(plural: true)) = \(source)")
        indented {
            line(".filter { !$0.is\(adjective.upperFirst) }")
            if chance(60) { line(".sorted { $0.\(pick(["createdAt", "title", "priority", "updatedAt"])) > $1.\(pick(["createdAt", "title", "priority", "updatedAt"])) }") }
            if chance(50) { line(".prefix(\(int(3...25)))") }
            line(".map { \(theme.noun)ViewModel(\(theme.noun.lowerFirst): $0, formatter: formatter) }")
        }
    }

    func multilineString() {
        line("let \(pick(["message", "body", "query", "template", "footnote"])) = \"\"\"")
        let indent = indentation
        for _ in 0..<int(2...5) {
            raw(indent + pick([
                "\(pick(Vocabulary.phrases)). \\(\(theme.noun.lowerFirst).title)",
                "Hello \\(member.firstName), your \(theme.noun.lowercased()) is \\(state)",
                "SELECT * FROM \(theme.noun.plural.lowercased()) WHERE id = ? -- \"quoted\" text",
                "\(pick(Vocabulary.people)) shared \\(\(propertyName(plural: true)).count) \(anyNoun.plural.lowercased())",
                "Total: \\(String(format: \"%.2f\", total)) \\(currencyCode)",
            ]))
        }
        raw(indent + "\"\"\"")
    }
}
