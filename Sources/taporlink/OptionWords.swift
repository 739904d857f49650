import TapScript

/// Command-line words with `--option=value` split into `--option value`,
/// as users of other command-line tools expect.
enum OptionWords {
  /// `arguments` with each `--name=value` of an option that takes a value
  /// written as two words; an `=` on an option that takes none is an error.
  /// Words after `--` are left alone.
  static func split(_ arguments: [String], valued: Set<String>, flags: Set<String>)
    -> Result<[String], TextError>
  {
    var words: [String] = []
    var onlyPaths = false
    for argument in arguments {
      if onlyPaths || !argument.hasPrefix("--") || argument == "--" {
        if argument == "--" { onlyPaths = true }
        words.append(argument)
        continue
      }
      guard let equals = argument.firstIndex(of: "=") else {
        words.append(argument)
        continue
      }
      let name = String(argument[..<equals])
      let value = String(argument[argument.index(after: equals)...])
      if valued.contains(name) {
        words += [name, value]
      } else if flags.contains(name) {
        return .failure(TextError("`\(name)` takes no value; found `\(argument)`"))
      } else {
        words.append(name)
      }
    }
    return .success(words)
  }
}
