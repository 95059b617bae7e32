import Foundation
import Testing

/// The README's editor set-ups for the language server: each one parses
/// as its editor's format and starts `rootlint lsp` for Swift. The
/// editors themselves are not installed on the test machines; the
/// nvim-lspconfig one runs in headless Neovim against a stand-in module,
/// the Neovim 0.7 one is run for real by `NeovimLanguageServerTests`, and
/// the Eglot one in batch Emacs by `EmacsLanguageServerTests`.
@Suite("README editor set-ups")
struct EditorSnippetTests {
    typealias R = ReadmeSnippetTests

    static func json(_ name: String) throws -> [String: Any] {
        let text = try R.snippet(name)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(name) is not a JSON object")
    }

    /// A TOML snippet as JSON, through Python's `tomllib`; nil where no Python 3.11 is installed.
    static func toml(_ name: String) throws -> [String: Any]? {
        let dir = try TemporaryDirectory()
        try dir.write("snippet.toml", try R.snippet(name))
        let result = try R.shell("python3 -c 'import json, sys, tomllib; print(json.dumps(tomllib.load(open(\"snippet.toml\", \"rb\"))))'", in: dir.url)
        guard result.status == 0 else {
            if result.output.contains("No module named") || result.output.contains("not found") { return nil }
            Issue.record("\(name) is not valid TOML: \(result.output)")
            return nil
        }
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    }

    static var hasNeovim: Bool { (try? R.shell("command -v nvim", in: CLIHarness.packageRoot).status) == 0 }

    @Test func vscodeRunsTheServerForSwift() throws {
        let settings = try Self.json("vscode-lsp")
        #expect(settings["glspc.server.command"] as? String == "rootlint")
        #expect(settings["glspc.server.commandArguments"] as? [String] == ["lsp"])
        #expect(settings["glspc.server.languageId"] as? [String] == ["swift"])
    }

    @Test func sublimeRunsTheServerForSwift() throws {
        let client = try #require((try Self.json("sublime-lsp")["clients"] as? [String: Any])?["rootlint"] as? [String: Any])
        #expect(client["command"] as? [String] == ["rootlint", "lsp"])
        #expect(client["selector"] as? String == "source.swift")
        #expect(client["enabled"] as? Bool == true)
    }

    @Test func helixRunsTheServerBesideSourceKit() throws {
        guard let config = try Self.toml("helix") else { return }
        let server = (config["language-server"] as? [String: Any])?["rootlint"] as? [String: Any]
        #expect(server?["command"] as? String == "rootlint")
        #expect(server?["args"] as? [String] == ["lsp"])
        let swift = (config["language"] as? [[String: Any]])?.first { $0["name"] as? String == "swift" }
        #expect(swift?["language-servers"] as? [String] == ["sourcekit-lsp", "rootlint"])
    }

    @Test func zedExtensionRegistersTheServerForSwift() throws {
        if let manifest = try Self.toml("zed-extension") {
            #expect(((manifest["language_servers"] as? [String: Any])?["rootlint"] as? [String: Any])?["languages"] as? [String] == ["Swift"])
            #expect(manifest["schema_version"] as? Int == 1)
        }
        if let cargo = try Self.toml("zed-cargo") {
            #expect((cargo["lib"] as? [String: Any])?["crate-type"] as? [String] == ["cdylib"])
            #expect((cargo["dependencies"] as? [String: Any])?["zed_extension_api"] != nil)
        }
        let code = try R.snippet("zed-lib")
        #expect(code.contains(#"worktree.which("rootlint")"#) && code.contains(#"vec!["lsp".into()]"#))
        let languages = try #require(try Self.json("zed-settings")["languages"] as? [String: Any])
        #expect((languages["Swift"] as? [String: Any])?["language_servers"] as? [String] == ["sourcekit-lsp", "rootlint", "..."])
    }

    @Test func eglotRunsTheServerForSwiftModes() throws {
        let elisp = try R.snippet("eglot")
        #expect(elisp.contains(#"'((swift-mode swift-ts-mode) . ("rootlint" "lsp"))"#))
        // Balanced parentheses: it reads as one form.
        var depth = 0
        for character in elisp {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; #expect(depth >= 0) }
        }
        #expect(depth == 0)
    }

    /// The nvim-lspconfig set-up, run against a stand-in `lspconfig` that
    /// records what `setup` is given; the newer Neovim set-ups must at
    /// least be Lua that loads.
    @Test func neovimSetUpsAreValid() throws {
        guard Self.hasNeovim else {
            if ProcessInfo.processInfo.environment["ROOTLINT_REQUIRE_NVIM"] == "1" {
                Issue.record("nvim is required (ROOTLINT_REQUIRE_NVIM=1) but not installed")
            }
            return
        }
        let dir = try TemporaryDirectory()
        try dir.write("lua/lspconfig/configs.lua", "return {}\n")
        try dir.write("lua/lspconfig/util.lua", "return { root_pattern = function(...) local markers = { ... } return function() return table.concat(markers, ',') end end }\n")
        try dir.write("lua/lspconfig.lua", """
            local configs = require("lspconfig.configs")
            return setmetatable({}, { __index = function(_, name)
              return { setup = function(options) _G.registered = { name = name, config = configs[name].default_config, options = options } end }
            end })
            """)
        try dir.write("lspconfig-snippet.lua", try R.snippet("nvim-lspconfig"))
        try dir.write("start.lua", try R.snippet("neovim-lsp-start"))
        try dir.write("config.lua", try R.snippet("neovim-lsp-config"))
        try dir.write("check.lua", """
            package.path = "./lua/?.lua;" .. package.path
            dofile("lspconfig-snippet.lua")
            local c = _G.registered.config
            local out = { _G.registered.name, table.concat(c.cmd, " "), table.concat(c.filetypes, " "), c.root_dir() }
            for _, file in ipairs({ "start.lua", "config.lua" }) do
              local chunk, problem = loadfile(file)
              table.insert(out, chunk and "loads" or problem)
            end
            vim.fn.writefile(out, "result.txt")
            """)
        let result = try R.shell("nvim --headless --clean -c 'luafile check.lua' -c 'qa!'", in: dir.url)
        #expect(result.status == 0, "\(result.output)")
        let lines = try String(contentsOf: dir.url.appendingPathComponent("result.txt"), encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == ["rootlint", "rootlint lsp", "swift", ".rootlint.json,.git", "loads", "loads"], "\(result.output)")
    }
}
