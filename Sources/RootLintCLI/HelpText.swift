import RootLintCore

enum HelpText {
    static let main = """
        rootlint \(ToolInfo.version) — finds misuse of iOS root view controller switching in Swift sources.

        USAGE
          rootlint [lint] [options] [PATH…]   lint .swift files under PATH (default: .)
          rootlint rules [RULE_ID]           list the rules, or show one rule's documentation
                                             (--format text|json|markdown)
          rootlint init [--force] [DIR]      write a starter .rootlint.json (comments and an example)
          rootlint config --effective [PATH] print the configuration in force for PATH
          rootlint baseline prune --baseline FILE [PATH…]
                                             drop the baselined findings that no longer occur
          rootlint lsp                       a language server on stdin/stdout, for editors
          rootlint version                   print the version
          rootlint dump-scopes FILE          print a file's scope tree (for bug reports)
          rootlint dump-tokens FILE          print a file's tokens (for bug reports)

        LINT OPTIONS
          -r, --reporter FORMAT  text (default): path:line:column: warning: message [rule_id]
                                 json: versioned report; sarif: SARIF 2.1.0; github: workflow
                                 annotations (+ $GITHUB_STEP_SUMMARY); checkstyle; junit
          --color auto|always|never   colour text output (auto: on a terminal, unless NO_COLOR)
          -o, --output FILE      write the report to FILE (atomically); the summary stays on stderr
          --suggestions          text: print each finding's suggested fix on the next line
          --config FILE          use FILE instead of the nearest .rootlint.json
          -j, --jobs N           files linted in parallel (default: all cores)
          --no-prefilter         lex every file, even those that cannot contain a finding

        POLICY
          --fail-on LEVEL        error|warning|info|never: lowest severity that fails the run (default: warning)
          --strict               fail on any finding, info included
          --max-warnings N       fail when there are more than N warnings
          -q, --quiet            show only error findings, no summary (the exit status is unchanged)
          --only RULE[,RULE]     run only these rules (repeatable)
          --disable RULE[,RULE]  do not run these rules (repeatable)

        BASELINE AND CHANGED CODE
          --write-baseline FILE  record the current findings (a whole run: not with --only,
                                 --disable, --changed-since, --staged or --stdin-path)
          --baseline FILE        hide recorded findings; report new ones and note stale ones
                                 (rootlint baseline prune --baseline FILE drops the stale ones)
          --changed-since REV    report only lines added or changed since the merge base of
                                 REV and HEAD, and untracked files (in CI: fetch-depth: 0)
          --staged               lint what will be committed (the git index), changed lines only

        FIXING
          --fix                  apply the safe fixes, then report what remains
          --unsafe-fixes         apply the unsafe fixes too (they may change behaviour)
          --diff                 print what --fix would change as a unified diff; write
                                 nothing; exit 1 when there is a change

        EDITORS
          --stdin-path PATH      lint standard input as the contents of PATH (with --fix:
                                 print the fixed buffer on standard output)

          -h, --help             show this help (also after any subcommand)
          --version              print the version
          --                     end of options: every argument after it is a path

        Directories are searched recursively for .swift files, skipping hidden
        directories and .build, Pods, Carthage, DerivedData and node_modules. A file
        named on the command line is linted unless its configuration excludes it
        (a note says so). Whatever is named, its whole project is surveyed: the
        folder of the outermost .rootlint.json, else the git work tree's top, else
        the current folder (or the file's own) if it holds Package.swift, an
        .xcodeproj or .xcworkspace, a Podfile, project.yml or Project.swift. A stray
        file elsewhere (a home folder, /tmp) is linted alone.
        Configuration: the nearest .rootlint.json above each file, refining the
        ones above it; see `rootlint init`. Short flags group: -qj1.

        SUPPRESSION
          // rootlint:disable:next RULE…    the next line
          // rootlint:disable:this RULE…    this line (trailing comment)
          // rootlint:disable:previous RULE…
          // rootlint:disable RULE…  …  // rootlint:enable RULE…   a region
          Use `all` for every rule.

        EXIT STATUS
          0  no findings at warning or error severity
          1  findings at warning or error severity
          2  usage error, or a file or directory that could not be read

        """
}
