import RootLintCore

/// From `initialized` on: the survey of the workspace folders with its
/// `$/progress`, and the configuration file watcher.
extension LanguageServer {
    func startWorkspaceWork() {
        if capabilities.watchedFilesRegistration {
            request("client/registerCapability", .object([("registrations", .array([.object([
                ("id", .string("rootlint-watched-files")),
                ("method", .string("workspace/didChangeWatchedFiles")),
                ("registerOptions", .object([("watchers", .array([
                    .object([("globPattern", .string("**/\(ConfigurationLoader.fileName)"))]),
                    // The project's other files make a document's findings too.
                    .object([("globPattern", .string("**/*.swift"))]),
                ]))])),
            ])]))]), purpose: .registerWatchers)
        }
        var folders: [String] = []
        for folder in capabilities.workspaceFolders where !folders.contains(folder) {
            if LSPWorkspaceSurvey.isSurveyable(folder) {
                folders.append(folder)
            } else {
                log("rootlint lsp: \(folder) is not surveyed (not a folder, the root or the home folder)")
            }
        }
        guard !folders.isEmpty else { return }
        let survey = LSPWorkspaceSurvey(folders: folders, generation: generation)
        self.survey = survey
        survey.start(log: log)
        if progress.start(total: folders.count, clientSupportsProgress: capabilities.workDoneProgress) {
            request("window/workDoneProgress/create", .object([("token", .string(progress.token))]),
                    purpose: .createProgress(token: progress.token))
        }
    }

    /// Takes what the survey finished since the last call.
    func collectSurvey() {
        guard let survey else { return }
        let (folders, finished) = survey.take()
        for folder in folders {
            // A change on disk while it ran: its answers are stale, its
            // configuration problems still worth showing.
            if survey.generation == generation { snapshot.add(folder) }
            noteConfigurationProblems(in: folder.errors)
            let message = "\(LSPPaths.name(folder.folder)): \(folder.files.count) files, \(folder.diagnostics.count) findings"
            log("rootlint lsp: surveyed \(folder.folder): \(folder.files.count) files, \(folder.diagnostics.count) findings in \(folder.milliseconds) ms")
            sendProgress(progress.folderDone(message))
        }
        guard finished else { return }
        self.survey = nil
        sendProgress(progress.finish("surveyed \(survey.folders.count) folder\(survey.folders.count == 1 ? "" : "s")"))
    }

    func sendProgress(_ values: [JSONValue]) {
        for value in values { notify("$/progress", .object([("token", .string(progress.token)), ("value", value)])) }
    }
}
