/// Escaping shared by the XML reporters (Checkstyle, JUnit). Messages and
/// paths come from source files, so they can hold anything a Swift string
/// can: quotes, `<&>`, line breaks, even control characters from a string
/// literal's escape sequences.
enum XMLEscaping {
    /// For a double-quoted attribute value. Line breaks and tabs become
    /// character references because a parser normalises literal ones in an
    /// attribute to spaces; `'` is escaped too, so the value survives being
    /// moved into a single-quoted attribute by a tool.
    static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    /// For element content. Line breaks and tabs stay literal: content keeps them.
    static func text(_ value: String) -> String {
        escape(value, inAttribute: false)
    }

    private static func escape(_ value: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            // `>` only needs escaping in `]]>`, but escaping it always is simpler and safe.
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&apos;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n" where inAttribute: out += "&#10;"
            // A literal CR is turned into LF by every parser (end-of-line
            // handling), in content too, so it is always a reference.
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if isAllowed(scalar) { out.unicodeScalars.append(scalar) }
                // Dropped: XML 1.0 (§2.2 `Char`) forbids these even as
                // character references (`&#1;` is not well-formed), and every
                // CI consumer of these formats speaks XML 1.0.
            }
        }
        return out
    }

    /// XML 1.0 `Char` minus the tab, LF and CR handled above. Surrogates
    /// cannot occur in a Swift string.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return false }
        return value != 0xFFFE && value != 0xFFFF
    }
}
