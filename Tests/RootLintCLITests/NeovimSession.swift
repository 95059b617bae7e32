import Foundation
import Testing

/// A headless Neovim 0.7 session with its built-in LSP client set up as the
/// README's `neovim-lsp` snippet says (loaded as `init.lua`), run from the
/// package root: a generated Lua harness opens the plan's files one after
/// another, records every `textDocument/publishDiagnostics` per URI, runs
/// the plan's code-action cases, and writes what it saw as JSON.
enum NeovimSession {
    /// What the harness is asked to do.
    struct Plan: Encodable {
        /// A finding's fix and disable actions; `preferred` when its fix is
        /// safe (offered as the preferred action), else it is unsafe. Its
        /// range in UTF-16 and, for a client that negotiates UTF-8 (Neovim
        /// 0.10 and later may), in bytes.
        struct Case: Encodable {
            var file: String
            var rule: String
            var range: LSPRange
            var byteRange: LSPRange
            var preferred: Bool
        }

        var files: [String]
        var cases: [Case]
        var timeoutMs: Int
    }

    struct LSPPosition: Codable, Equatable {
        var line: Int
        var character: Int
    }

    struct LSPRange: Codable, Equatable {
        var start: LSPPosition
        var end: LSPPosition
    }

    /// A diagnostic as the server published it (positions in the negotiated
    /// encoding: UTF-16 with Neovim 0.7).
    struct LSPDiagnostic: Decodable {
        var code: String
        var severity: Int
        var message: String
        var range: LSPRange
    }

    /// A diagnostic as Neovim holds it (`vim.diagnostic.get`): 0-based
    /// lines, byte columns.
    struct Shown: Decodable {
        var code: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int

        enum CodingKeys: String, CodingKey {
            case code, line = "lnum", column = "col", endLine = "end_lnum", endColumn = "end_col"
        }
    }

    struct Publish: Decodable {
        var version: Int?
        var diagnostics: [LSPDiagnostic]
        var shown: [Shown]
    }

    struct OpenedFile: Decodable {
        var file: String
        var uri: String
        /// The first publish came before the time-out.
        var waited: Bool
        var publishes: [Publish]?
    }

    /// One code action asked for, applied and undone: the buffer after it
    /// (`text`) and after the undo (`restored`), read back from the dumps,
    /// and the server's publish for the edited buffer.
    struct Action: Decodable {
        var titles: [String]
        var title: String?
        var text: String?
        var restored: String?
        var diagnostics: [LSPDiagnostic]?
        var problem: String?
    }

    struct CaseResult: Decodable {
        var file: String
        var rule: String
        var fix: Action
        var disable: Action
    }

    struct Results: Decodable {
        var files: [OpenedFile]
        var cases: [CaseResult]
        var encoding: String?
        var stopped: Bool?
        var error: String?
    }

    /// The results, and the bytes of every buffer the harness dumped, by path.
    struct Outcome: Sendable {
        var results: Results
        var dumps: [String: [UInt8]]
        var seconds: Double
    }

    /// Runs the plan in a fresh Neovim, its home folders (configuration,
    /// data, state, cache) in a scratch folder so that nothing of the user's
    /// is loaded and nothing is written outside it.
    static func run(_ plan: Plan, timeout: TimeInterval = 300) throws -> Outcome {
        let dir = try TemporaryDirectory()
        try dir.write("init.lua", try ReadmeSnippetTests.snippet("neovim-lsp"))
        try dir.write("harness.lua", harness)
        try dir.write("plan.json", bytes: Array(try JSONEncoder().encode(plan)))
        let log = try dir.write("nvim.log", "")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // -n: no swap files; -i NONE: no shada.
        process.arguments = ["nvim", "--headless", "-n", "-i", "NONE", "-u", dir.url.appendingPathComponent("init.lua").path,
                             "-c", "lua dofile(os.getenv('ROOTLINT_NVIM_DIR') .. '/harness.lua')", "-c", "qa!"]
        process.currentDirectoryURL = CLIHarness.packageRoot
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = CLIHarness.binary.deletingLastPathComponent().path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env["ROOTLINT_NVIM_DIR"] = dir.url.path
        for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"] {
            env[name] = dir.url.appendingPathComponent("xdg").path
        }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        let started = Date()
        try process.run()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let seconds = Date().timeIntervalSince(started)
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw SessionError("Neovim did not finish within \(Int(timeout)) s: \(try String(contentsOf: log, encoding: .utf8).suffix(2000))")
        }
        try output.close()
        guard let data = try? Data(contentsOf: dir.url.appendingPathComponent("results.json")) else {
            throw SessionError("Neovim wrote no results (status \(process.terminationStatus)): \(try String(contentsOf: log, encoding: .utf8).suffix(2000))")
        }
        let results = try JSONDecoder().decode(Results.self, from: data)
        var dumps: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.url.path) where name.hasPrefix("buffer-") {
            let path = dir.url.appendingPathComponent(name).path
            dumps[path] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return Outcome(results: results, dumps: dumps, seconds: seconds)
    }

    struct SessionError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The Neovim side, written to the scratch folder as `harness.lua`.
    static let harness = #"""
        -- The test's side of a headless Neovim session. The README's set-up, loaded
        -- with -u, starts rootlint and attaches it to Swift buffers; this opens the
        -- plan's files one after another, records every publishDiagnostics, runs the
        -- code-action cases, and writes results.json for the Swift test to check.
        local dir = os.getenv("ROOTLINT_NVIM_DIR")
        local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(dir .. "/plan.json"), "\n"))
        local results = { files = {}, cases = {} }

        -- Buffers that write back byte for byte: a \r stays a character of its line,
        -- a missing final newline stays missing. Modified buffers may be left.
        vim.opt.fileformats = "unix"
        vim.opt.fixendofline = false
        vim.opt.hidden = true

        -- Every publish, per URI, in arrival order, with what Neovim shows for it
        -- (its columns are bytes, converted from the negotiated encoding).
        local published = {}
        local buffers = {} -- uri -> bufnr of the files opened
        local publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
        vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
          publish(err, result, ctx, config)
          local shown = {}
          local bufnr = buffers[result.uri]
          if bufnr then
            for _, d in ipairs(vim.diagnostic.get(bufnr)) do
              table.insert(shown, { code = d.code, lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col })
            end
          end
          published[result.uri] = published[result.uri] or {}
          table.insert(published[result.uri], { version = result.version, diagnostics = result.diagnostics, shown = shown })
        end

        local function latest(uri, version)
          local found
          for _, p in ipairs(published[uri] or {}) do
            if version == nil or p.version == version then found = p end
          end
          return found
        end

        local function summary(diagnostics)
          local out = {}
          for _, d in ipairs(diagnostics) do
            table.insert(out, { code = d.code, severity = d.severity, message = d.message, range = d.range })
          end
          return out
        end

        local function same_range(a, b)
          return a.start.line == b.start.line and a.start.character == b.start.character
            and a["end"].line == b["end"].line and a["end"].character == b["end"].character
        end

        local function client()
          -- get_clients from 0.10 on; 0.7 has get_active_clients.
          for _, c in ipairs((vim.lsp.get_clients or vim.lsp.get_active_clients)()) do
            if c.name == "rootlint" then return c end
          end
        end

        -- The buffer as saving it would write it, to a file in the scratch folder
        -- (noautocmd: writing another file must not send the server a didSave).
        local dumps = 0
        local function dump(bufnr)
          dumps = dumps + 1
          local path = dir .. "/buffer-" .. dumps .. ".swift"
          vim.api.nvim_buf_call(bufnr, function() vim.cmd("noautocmd silent write! " .. vim.fn.fnameescape(path)) end)
          return path
        end

        -- Asks for the code actions at `range`, as an editor does at the cursor,
        -- applies the one `pick` chooses, and records the buffer and the server's
        -- next publish; then undoes the edit, so the buffer is the file again.
        local function run_action(bufnr, uri, range, pick)
          local out = { titles = {} }
          local context = { diagnostics = {} }
          for _, d in ipairs((latest(uri) or { diagnostics = {} }).diagnostics) do
            if d.range.start.line <= range["end"].line and d.range["end"].line >= range.start.line then
              table.insert(context.diagnostics, d)
            end
          end
          local params = { textDocument = { uri = uri }, range = range, context = context }
          local responses, problem = vim.lsp.buf_request_sync(bufnr, "textDocument/codeAction", params, plan.timeoutMs)
          if not responses then out.problem = "codeAction: " .. tostring(problem); return out end
          local actions = {}
          for _, response in pairs(responses) do
            if response.error then out.problem = "codeAction: " .. vim.inspect(response.error); return out end
            actions = response.result or {}
          end
          local chosen
          for _, action in ipairs(actions) do
            table.insert(out.titles, action.title)
            if not chosen and action.edit and pick(action) then chosen = action end
          end
          if not chosen then out.problem = "no such action"; return out end
          out.title = chosen.title
          vim.lsp.util.apply_workspace_edit(chosen.edit, client().offset_encoding)
          -- The version the client sends with this change (b:changedtick).
          local version = vim.lsp.util.buf_versions[bufnr] or vim.api.nvim_buf_get_changedtick(bufnr)
          out.text = dump(bufnr)
          if vim.wait(plan.timeoutMs, function() return latest(uri, version) ~= nil end, 5) then
            out.diagnostics = summary(latest(uri, version).diagnostics)
          else
            out.problem = "nothing published for version " .. version
          end
          vim.api.nvim_buf_call(bufnr, function() vim.cmd("silent undo 0") end)
          out.restored = dump(bufnr)
          return out
        end

        local function main()
          -- Each file opened as a user would, waiting for its first publish (an
          -- empty one for a file without findings) before the next.
          for _, file in ipairs(plan.files) do
            vim.cmd("silent edit " .. vim.fn.fnameescape(file))
            local bufnr = vim.api.nvim_get_current_buf()
            local uri = vim.uri_from_bufnr(bufnr)
            buffers[uri] = bufnr
            local waited = vim.wait(plan.timeoutMs, function() return published[uri] ~= nil end, 5)
            table.insert(results.files, { file = file, uri = uri, bufnr = bufnr, waited = waited })
          end
          results.encoding = client() and client().offset_encoding
          for _, case in ipairs(plan.cases) do
            local bufnr, uri
            for _, opened in ipairs(results.files) do
              if opened.file == case.file then bufnr, uri = opened.bufnr, opened.uri end
            end
            vim.cmd("silent buffer " .. bufnr)
            -- Ranges as the server speaks to this client: UTF-16 unless it offered UTF-8.
            local rule, range = case.rule, results.encoding == "utf-8" and case.byteRange or case.range
            local fix = run_action(bufnr, uri, range, function(action)
              local d = action.diagnostics and action.diagnostics[1]
              return action.kind == "quickfix" and (action.isPreferred == true) == case.preferred and d and d.code == rule
                and same_range(d.range, range)
            end)
            local disable = run_action(bufnr, uri, range, function(action)
              local d = action.diagnostics and action.diagnostics[1]
              return action.title == "Disable " .. rule .. " for this line" and d and same_range(d.range, range)
            end)
            table.insert(results.cases, { file = case.file, rule = rule, fix = fix, disable = disable })
          end
          -- Stopping is the barrier: the server answers shutdown only after its
          -- held-back lints (a buffer's lint confirming the survey's answer), and
          -- the client handles what comes in order, so every publish is recorded
          -- before the client is gone.
          local c = client()
          if c then
            local id = c.id
            vim.lsp.stop_client(id)
            results.stopped = vim.wait(plan.timeoutMs, function() return vim.lsp.get_client_by_id(id) == nil end, 5)
          end
          for _, file in ipairs(results.files) do
            file.publishes = {}
            for _, p in ipairs(published[file.uri] or {}) do
              table.insert(file.publishes, { version = p.version, diagnostics = summary(p.diagnostics), shown = p.shown })
            end
          end
        end

        local ok, problem = xpcall(main, debug.traceback)
        if not ok then results.error = problem end
        vim.fn.writefile({ vim.fn.json_encode(results) }, dir .. "/results.json")
        vim.cmd("qa!")
        """#
}
