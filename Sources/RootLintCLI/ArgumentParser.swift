import RootLintCore

/// A usage error: printed as one line plus a pointer to `--help`, exit 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A small, strict parser for `--flag`, `--option value`, `--option=value`,
/// `-j 4`, `-j4`, grouped short flags (`-qj1`) and positional arguments;
/// `--` ends options. Unknown options are
/// errors with a "did you mean" hint.
struct ArgumentParser {
    struct OptionSpec {
        var names: [String]
        var takesValue: Bool
        var allowedValues: [String]? = nil
    }

    let specs: [OptionSpec]

    struct Parsed {
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []

        func last(_ name: String) -> String? { values[name]?.last }
        func all(_ name: String) -> [String] { values[name] ?? [] }
        func has(_ name: String) -> Bool { flags.contains(name) }
    }

    func parse(_ arguments: [String]) throws -> Parsed {
        var parsed = Parsed()
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else if !argument.hasPrefix("--"), argument.count > 2 {
                // `-qj1`: short flags grouped, the last may take the rest as
                // its value (`-j4`, like make and rg).
                var rest = Substring(argument.dropFirst())
                while let letter = rest.first {
                    let short = "-" + String(letter)
                    rest = rest.dropFirst()
                    guard let spec = specs.first(where: { $0.names.contains(short) }) else {
                        throw UsageError("unknown option '\(short)' in '\(argument)'")
                    }
                    if spec.takesValue {
                        name = short
                        inlineValue = rest.isEmpty ? nil : String(rest)
                        break
                    }
                    if rest.isEmpty {
                        name = short
                    } else {
                        parsed.flags.insert(spec.names[0])
                    }
                }
            }
            guard let spec = specs.first(where: { $0.names.contains(name) }) else {
                let known = specs.flatMap(\.names)
                var message = "unknown option '\(name)'"
                if let hint = EditDistance.closest(to: name, among: known) { message += " (did you mean '\(hint)'?)" }
                throw UsageError(message)
            }
            let canonical = spec.names[0]
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < arguments.count else { throw UsageError("option '\(name)' needs a value") }
                    value = arguments[i]
                    i += 1
                }
                if let allowed = spec.allowedValues, !allowed.contains(value) {
                    var message = "invalid value '\(value)' for '\(name)': expected one of \(allowed.joined(separator: ", "))"
                    if let hint = EditDistance.closest(to: value, among: allowed) { message += " (did you mean '\(hint)'?)" }
                    throw UsageError(message)
                }
                parsed.values[canonical, default: []].append(value)
            } else {
                if inlineValue != nil { throw UsageError("option '\(name)' does not take a value") }
                parsed.flags.insert(canonical)
            }
        }
        return parsed
    }
}
