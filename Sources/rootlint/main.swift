import RootLintCLI

exit(RootLintCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
