/// What the command line asks for.
enum Invocation {
  /// Help on the command (`--help`, `-h`); `taporlink help TOPIC` is read
  /// before the options.
  case help
  case version
  case run(RunOptions)
}
