import RootLintCLI

StandardStreams.secure()
MallocTuning.tuneForOneRun(arguments: Array(CommandLine.arguments.dropFirst()))

exit(RootLintCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
