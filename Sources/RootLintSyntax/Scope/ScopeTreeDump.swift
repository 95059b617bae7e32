extension SourceFile {
    /// An indented outline of the scope tree, for tests and `rootlint dump-scopes`.
    public func scopeOutline() -> String {
        var lines: [String] = []
        for (index, scope) in scopes.enumerated() where index > 0 {
            var line = String(repeating: "  ", count: max(0, scope.depth - 1))
            switch scope.kind {
            case .file: line += "file"
            case .type: line += "\(scope.keyword.spelling) \(typeName(of: index))"
                let inherited = inheritedTypes(of: index)
                if !inherited.isEmpty { line += ": " + inherited.joined(separator: ", ") }
            case .function:
                line += "\(scope.keyword.spelling) \(signature(of: index))"
                let attributes = attributes(of: index)
                if !attributes.isEmpty { line += " " + attributes.joined(separator: " ") }
            case .closure:
                line += "closure"
                if !scope.callee.isEmpty { line += " of \(text(scope.callee))" }
                if scope.argumentLabel >= 0 { line += " label \(text(scope.argumentLabel))" }
                if scope.isTrailing { line += " trailing" }
                if scope.initializes >= 0 { line += " initializes \(text(scope.initializes))" }
            case .statement:
                line += scope.keyword.spelling
                if !scope.clause.isEmpty { line += " [\(text(scope.clause))]" }
                if scope.previousBranch >= 0 { line += " after #\(scope.previousBranch)" }
            }
            lines.append("#\(index) " + line)
        }
        return lines.joined(separator: "\n")
    }
}
