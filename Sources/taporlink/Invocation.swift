/// What the command line asks for.
enum Invocation {
  case help
  case version
  case run(RunOptions)
}
