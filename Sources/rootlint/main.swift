import RootLintCLI

StandardStreams.secure()

exit(RootLintCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
