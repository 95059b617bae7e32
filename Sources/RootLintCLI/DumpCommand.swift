import RootLintCore
import RootLintSyntax

/// `rootlint dump-scopes FILE` / `dump-tokens FILE`: what the lexer and the
/// scope builder made of a file, for bug reports and rule development.
enum DumpCommand {
    static func run(_ arguments: [String], tokens: Bool, io: CommandIO) throws -> ExitCode {
        let name = tokens ? "dump-tokens" : "dump-scopes"
        if arguments == ["--help"] || arguments == ["-h"] {
            io.writeOut("USAGE: rootlint \(name) FILE\n\nPrints what the \(tokens ? "lexer makes of FILE: one token per line, with its position and kind" : "scope builder makes of FILE: types, functions, closures and statements as an outline").\n")
            return .clean
        }
        let arguments = arguments.first == "--" ? Array(arguments.dropFirst()) : arguments
        guard arguments.count == 1, let path = arguments.first else {
            throw UsageError("expected exactly one file: rootlint \(name) FILE")
        }
        switch POSIX.readFile(path) {
        case .failure(let error):
            io.writeError("rootlint: error: \(path): \(error.fileProblem)\n")
            return .failure
        case .success(let bytes):
            let file = SourceFile(path: path, bytes: bytes)
            if tokens {
                let map = file.makeSourceMap()
                var out = ""
                for token in file.tokens {
                    let position = map.position(of: Int(token.start))
                    var text = file.text(of: token)
                    text = text.replacingNewlines
                    out += "\(position.line):\(position.column) \(token.kind) \(text)\n"
                }
                io.writeOut(out)
            } else {
                io.writeOut(file.scopeOutline() + "\n")
            }
            return .clean
        }
    }
}

extension String {
    var replacingNewlines: String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
