/// A rule over the whole project: it sees every file's switch sites at once.
/// Its file-level `check` usually returns nothing.
public protocol ProjectRule: Rule {
    /// Findings over the switch sites of one project (the files governed by
    /// one configuration), with that configuration's options.
    func check(sites: [SwitchSite], options: Options) -> [ReportedDiagnostic]
}

/// A rule the engine evaluates itself, after every other rule: reports
/// suppression comments that suppress nothing or name unknown rules.
public protocol SuppressionAuditRule: Rule {}
