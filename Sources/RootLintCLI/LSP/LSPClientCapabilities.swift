import RootLintCore

/// What the client said in `initialize` that changes what the server does.
/// Everything defaults to what a client that says nothing supports.
struct LSPClientCapabilities {
    var positionEncodings: [String] = []
    /// `textDocument.diagnostic`: the client pulls diagnostics, so the server
    /// answers `textDocument/diagnostic` instead of publishing.
    var pullDiagnostics = false
    /// `workspace.diagnostics.refreshSupport`: the server may ask the client to pull again.
    var diagnosticRefresh = false
    /// `window.workDoneProgress`: the server may create progress tokens.
    var workDoneProgress = false
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`: the server may register file watchers.
    var watchedFilesRegistration = false
    /// The folders to survey: `workspaceFolders`, else `rootUri`, else `rootPath`.
    var workspaceFolders: [String] = []

    init() {}

    init(initializeParams params: JSONNode?) {
        let capabilities = params?["capabilities"]
        positionEncodings = capabilities?["general"]?["positionEncodings"]?.strings ?? []
        pullDiagnostics = capabilities?["textDocument"]?["diagnostic"]?.isObject ?? false
        diagnosticRefresh = capabilities?["workspace"]?["diagnostics"]?["refreshSupport"]?.bool ?? false
        workDoneProgress = capabilities?["window"]?["workDoneProgress"]?.bool ?? false
        watchedFilesRegistration = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        if let folders = params?["workspaceFolders"]?.array {
            workspaceFolders = folders.compactMap { $0["uri"]?.string.flatMap(LSPPaths.folder(ofURI:)) }
        } else if let root = params?["rootUri"]?.string.flatMap(LSPPaths.folder(ofURI:)) {
            workspaceFolders = [root]
        } else if let root = params?["rootPath"]?.string, root.hasPrefix("/") {
            workspaceFolders = [root]
        }
    }
}
