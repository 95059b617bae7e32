import RootLintSyntax

/// The parameters of an animated helper the project declares, so that a
/// call is counted only when its arguments fit them. Matched by name alone,
/// a helper with a common name made every call of that name a switch site:
/// `extension UIWindow { func set(rootViewController:withTransition:) }`
/// turned `UserDefaults.set(_:forKey:)`, `color.set()` and `set { }`
/// accessors into root switches.
struct HelperSignature: Sendable, Hashable, Comparable {
    struct Parameter: Sendable, Hashable {
        /// nil for `_`.
        var label: String?
        var hasDefault: Bool
        /// A function type: what a trailing closure can be passed to.
        var takesClosure: Bool
        /// `Int...`: takes every unlabelled argument after it too.
        var isVariadic: Bool
        /// The enum case its default value names (`= .navigation(…)`), if it is one.
        var defaultCase: String? = nil
    }

    /// The helper swaps the root only for some cases of one labelled
    /// parameter (`switch transition { case .root(in: let window): … }`):
    /// a navigator's `show(_:transition:)` that also pushes and presents.
    struct CaseCondition: Sendable, Hashable {
        var label: String
        var cases: [String]
    }

    var name: String
    /// nil: the parameter clause could not be read, and every call fits.
    var parameters: [Parameter]?
    /// A call is a switch only when this argument names one of the cases.
    var condition: CaseCondition?

    init(name: String, parameters: [Parameter]?) {
        self.name = name
        self.parameters = parameters
    }

    /// The signature of the function scope `function`.
    init(function: Int, in file: SourceFile) {
        name = file.functionName(of: function)
        let clause = file.scopes[function].clause
        guard clause.count >= 2, file.code[clause.lowerBound].kind == .leftParen else {
            parameters = nil
            return
        }
        parameters = file.parameters(of: function).map { parameter in
            var hasDefault = false, takesClosure = false, isVariadic = false
            var defaultCase: String?
            for i in parameter.type where i < file.code.count {
                switch file.code[i].kind {
                case .equal:
                    hasDefault = true
                    defaultCase = Self.enumCase(in: (i + 1)..<parameter.type.upperBound, of: file)
                case .arrow: takesClosure = true
                case .operator: if file.spells(i, "...") { isVariadic = true }
                default: break
                }
            }
            return Parameter(label: parameter.label, hasDefault: hasDefault, takesClosure: takesClosure, isVariadic: isVariadic,
                             defaultCase: defaultCase)
        }
    }

    static func < (a: HelperSignature, b: HelperSignature) -> Bool {
        a.name != b.name ? a.name < b.name : a.description < b.description
    }

    /// `set(rootViewController:withTransition=:)`: for ordering and messages.
    var description: String {
        guard let parameters else { return name + "(…)" }
        return name + "(" + parameters.map { ($0.label ?? "_") + ($0.hasDefault ? "=" : "") + ":" }.joined() + ")"
    }

    /// Whether the call whose name is at `call` can be a call of this
    /// function, by Swift's rules for labels: arguments in the parameters'
    /// order, defaulted parameters left out, a trailing closure passed to the
    /// next parameter of function type.
    func accepts(call: Int, in file: SourceFile) -> Bool {
        guard let parameters else { return true }
        let code = file.code
        guard call + 1 < code.count else { return false }
        var labels: [String?] = []
        var afterArguments = call + 1
        if code[call + 1].kind == .leftParen {
            let close = Int(file.matching[call + 1])
            guard close > call + 1 else { return true }  // unclosed: a buffer being typed; as before
            labels = file.callArguments(open: call + 1).map { $0.label >= 0 ? file.text($0.label) : nil }
            afterArguments = close + 1
        }
        let hasTrailingClosure = afterArguments < code.count && code[afterArguments].kind == .leftBrace
            && Self.opensClosure(afterArguments, in: file)
        guard Self.fits(labels: labels, trailingClosure: hasTrailingClosure, parameters: parameters) else { return false }
        guard let condition else { return true }
        // The case passed, or the parameter's default; one rootlint cannot
        // read (a variable, a call) may be any case, and counts.
        let passed: String?
        if code[call + 1].kind == .leftParen,
           let argument = file.callArguments(open: call + 1).first(where: { $0.label >= 0 && file.text($0.label) == condition.label }) {
            passed = Self.enumCase(in: argument.value, of: file)
        } else {
            passed = parameters.first { $0.label == condition.label }?.defaultCase
        }
        return passed.map { condition.cases.contains($0) } ?? true
    }

    /// The case an expression names when it is one (`.root(in: window)`,
    /// `Transition.modal`, `Navigator.Transition.root(in: window)`): the
    /// last name of a dotted path that starts with `.` or a type.
    static func enumCase(in range: Range<Int>, of file: SourceFile) -> String? {
        let code = file.code
        let upper = min(range.upperBound, code.count)
        var i = range.lowerBound
        guard i < upper else { return nil }
        if code[i].kind == .period {
            i += 1
            guard i < upper, file.isName(i) else { return nil }
        } else {
            // `Type.case`: a plain name (a variable) may hold any case.
            guard file.isName(i), i + 2 < upper, code[i + 1].kind == .period, file.isName(i + 2) else { return nil }
            i += 2
        }
        while i + 2 < upper, code[i + 1].kind == .period, file.isName(i + 2) { i += 2 }
        // Nothing but the case's own arguments after it.
        let end = i + 1
        guard end == upper || (code[end].kind == .leftParen && file.closer(of: end).map { $0 + 1 == upper } == true) else { return nil }
        return file.text(i)
    }

    /// How many scopes up from a write its `case` is looked for.
    static let maximumLevels = 8

    /// The condition under which the write at `scope`, in the helper
    /// `function`, runs: the cases of the `switch` over a labelled parameter
    /// it sits in, if every pattern of that case names one.
    static func condition(ofWriteAt scope: Int, in function: Int, file: SourceFile) -> CaseCondition? {
        var current = scope
        // A `switch` this deep around a write is no helper's plan: stopping
        // keeps many writes in deeply nested code linear.
        var levels = 0
        while current > 0, current != function, current < file.scopes.count, levels < maximumLevels {
            levels += 1
            let parent = file.scopes[current].parent
            let section = file.scopes[current]
            if section.keyword == .case, parent > 0, file.scopes[parent].keyword == .switch {
                let subject = file.scopes[parent].clause
                guard subject.count == 1, file.isName(subject.lowerBound) else { return nil }
                let name = file.text(subject.lowerBound)
                guard let parameter = file.parameters(of: function).first(where: { $0.name == name }), let label = parameter.label
                else { return nil }
                var cases: [String] = []
                var patternStart = section.clause.lowerBound
                var i = patternStart
                while i <= section.clause.upperBound {
                    if i == section.clause.upperBound || file.code[i].kind == .comma {
                        guard let found = enumCase(in: patternStart..<i, of: file) else { return nil }
                        cases.append(found)
                        patternStart = i + 1
                    } else if let close = file.closer(of: i) {
                        i = close
                    }
                    i += 1
                }
                return cases.isEmpty ? nil : CaseCondition(label: label, cases: cases)
            }
            current = parent
        }
        return nil
    }

    /// Past this many declarations of one name, a call is matched by the
    /// name alone, as a configured helper is: each call is checked against
    /// every declaration, and a file of thousands of overloads and calls
    /// must not make that quadratic. Real helpers have a few.
    static let overloadLimit = 32

    static func anyAccepts<S: Collection<HelperSignature>>(_ signatures: S, call: Int, in file: SourceFile) -> Bool {
        signatures.count > overloadLimit || signatures.contains { $0.accepts(call: call, in: file) }
    }

    static func fits(labels: [String?], trailingClosure: Bool, parameters: [Parameter]) -> Bool {
        var next = 0
        var inVariadic = false
        for label in labels {
            // Further values of a variadic parameter come without a label.
            if label == nil, inVariadic { continue }
            while next < parameters.count, parameters[next].label != label {
                guard parameters[next].hasDefault || parameters[next].isVariadic else { return false }
                next += 1
            }
            guard next < parameters.count else { return false }
            inVariadic = parameters[next].isVariadic
            next += 1
        }
        if trailingClosure {
            while next < parameters.count, !parameters[next].takesClosure {
                guard parameters[next].hasDefault || parameters[next].isVariadic else { return false }
                next += 1
            }
            guard next < parameters.count else { return false }
            next += 1
            // Further trailing closures (`} completion: {`) go to closure parameters.
            return parameters[next...].allSatisfy { $0.hasDefault || $0.isVariadic || $0.takesClosure }
        }
        return parameters[next...].allSatisfy { $0.hasDefault || $0.isVariadic }
    }

    /// Whether the `{` at `brace` opens a closure (a trailing one), not the
    /// body of the statement the call is in (`if store.set(x) { … }`).
    static func opensClosure(_ brace: Int, in file: SourceFile) -> Bool {
        guard let scope = file.scope(openedBy: brace) else { return false }
        return file.scopes[scope].kind == .closure
    }
}
