import RootLintCore

/// Changes on disk: a saved document, watched files, a configuration file
/// saved or changed. Every open document's findings may change with them
/// (its project is read from disk), so each is linted again.
extension LanguageServer {
    func didChangeWatchedFiles(_ params: JSONNode?) {
        let uris = params?["changes"]?.array?.compactMap { $0["uri"]?.string } ?? []
        let configurations = uris.filter(LSPConfigurationProblems.isConfiguration)
        if !configurations.isEmpty {
            configurationsChanged(configurations)
        } else if !uris.isEmpty {
            diskChanged()
        }
    }

    /// Configuration files changed: each is checked (its problems shown, or
    /// cleared), and the documents are linted under what is on disk now.
    func configurationsChanged(_ uris: [String]) {
        checkConfigurations(uris)
        diskChanged()
    }

    /// Loads each configuration file from disk and shows what is wrong with it.
    func checkConfigurations(_ uris: [String]) {
        var found: [String: [InputError]] = [:]
        for uri in uris { configurationProblems.remember(uri) }
        for uri in uris {
            for (problemURI, errors) in configurationProblems.problems(in: LSPConfigurationProblems.validate(path: LSPPaths.path(ofURI: uri))) {
                found[problemURI] = errors
            }
        }
        showConfigurationProblems(configurationProblems.update(found, examined: Set(uris).union(found.keys)))
    }

    /// Configuration problems a lint or the survey came across.
    func noteConfigurationProblems(in errors: [InputError]) {
        let found = configurationProblems.problems(in: errors)
        guard !found.isEmpty else { return }
        showConfigurationProblems(configurationProblems.update(found, examined: Set(found.keys)))
    }

    /// Each changed file's problems published on it (none: cleared), and a
    /// message for each file that has problems.
    private func showConfigurationProblems(_ changed: [(uri: String, errors: [InputError])]) {
        for (uri, errors) in changed {
            let text: [UInt8]? = try? POSIX.readFile(LSPPaths.path(ofURI: uri)).get()
            publish(uri: uri, version: nil, items: errors.map { encoder.configurationDiagnostic($0, text: text) })
            if !errors.isEmpty {
                log(LSPConfigurationProblems.message(errors))
                notify("window/showMessage", .object([("type", .int(1)), ("message", .string(LSPConfigurationProblems.message(errors)))]))
            }
        }
    }

    /// The disk changed: the survey's answers and every finding are stale.
    func diskChanged() {
        generation += 1
        snapshot = LSPSurveySnapshot()
        if capabilities.pullDiagnostics {
            refreshWanted = capabilities.diagnosticRefresh && !documents.isEmpty
        } else {
            let due = Self.now() + LSPWorkQueue.debounce
            for uri in documents.keys { queue.scheduleLint(uri, at: due) }
        }
    }
}
