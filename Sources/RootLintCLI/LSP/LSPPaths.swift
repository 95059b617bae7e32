/// File URIs and paths, as LSP clients send them.
enum LSPPaths {
    /// `file:///a/b%20c.swift` → `/a/b c.swift`; other schemes: a name in the current folder.
    static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file://") else {
            let name = uri.split(separator: "/").last.map(String.init) ?? "Untitled"
            return name.hasSuffix(".swift") ? name : name + ".swift"
        }
        return percentDecoded(uri.utf8.dropFirst("file://".count))
    }

    /// A folder's path from its URI; nil unless it is a `file:` URI.
    static func folder(ofURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        let path = percentDecoded(uri.utf8.dropFirst("file://".count))
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    static func uri(ofPath path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : ConfigurationResolver.join(ConfigurationResolver.realPath("."), path)
        var out = "file://"
        for byte in absolute.utf8 {
            let keep = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || "/-._~".utf8.contains(byte)
            out += keep ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
        }
        return out
    }

    /// The file name of a path or URI.
    static func name(_ pathOrURI: String) -> Substring {
        pathOrURI.split(separator: "/", omittingEmptySubsequences: false).last ?? pathOrURI[...]
    }

    private static func percentDecoded(_ raw: Substring.UTF8View) -> String {
        let raw = Array(raw)
        var bytes: [UInt8] = []
        var i = 0
        while i < raw.count {
            if raw[i] == UInt8(ascii: "%"), i + 2 < raw.count, let value = UInt8(String(decoding: raw[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                i += 3
            } else {
                bytes.append(raw[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
