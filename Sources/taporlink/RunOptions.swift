import TapScript

/// The options of a scenario run.
struct RunOptions {
  enum Format: String, CaseIterable {
    case text, json, junit
  }

  var paths: [String] = []
  var showTrace = false
  var explain = false
  var filter: String?
  var format = Format.text

  static let flags = ["--trace", "--explain", "--filter", "--format", "--help", "--version"]

  static func parse(_ arguments: [String]) -> Result<Invocation, TextError> {
    var options = RunOptions()
    var index = 0
    var onlyPaths = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        options.paths.append(argument)
        continue
      }
      switch argument {
      case "--": onlyPaths = true
      case "--help", "-h": return .success(.help)
      case "--version": return .success(.version)
      case "--trace": options.showTrace = true
      case "--explain": options.explain = true
      case "--filter", "--format":
        guard index < arguments.count else {
          return .failure(TextError("\(argument) needs a value"))
        }
        let value = arguments[index]
        index += 1
        if argument == "--filter" {
          options.filter = value
        } else if let format = Format(rawValue: value) {
          options.format = format
        } else {
          let names = Format.allCases.map(\.rawValue)
          return .failure(
            TextError("unknown format `\(value)`; use one of \(names.joined(separator: ", "))"))
        }
      default:
        var message = "unknown option `\(argument)`"
        if let near = Suggestion.nearest(to: argument, among: flags) {
          message += "; did you mean `\(near)`?"
        }
        return .failure(TextError(message))
      }
    }
    guard !options.paths.isEmpty else {
      return .failure(TextError("give at least one scenario file or folder"))
    }
    return .success(.run(options))
  }
}
