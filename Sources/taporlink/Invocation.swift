/// What the command line asks for.
enum Invocation {
  /// Help, on the whole command or on one subcommand.
  case help(String?)
  case version
  case run(RunOptions)
}
