import Foundation
import TapScript

/// The options of a scenario run.
struct RunOptions {
  enum Format: String, CaseIterable {
    case text, json, junit, html
  }

  var paths: [String] = []
  var showTrace = false
  var explain = false
  var quiet = false
  var warningsAsErrors = false
  var list = false
  var filter = ScenarioFilter()
  var format = Format.text

  static let valued: Set<String> = ["--filter", "--format"]
  static let switches: Set<String> = [
    "--trace", "--explain", "--quiet", "--list", "--help", "--version", "--warnings-as-errors",
  ]

  var detail: RunResult.Detail { RunResult.Detail(trace: showTrace, explain: explain) }

  static func parse(_ arguments: [String]) -> Result<Invocation, TextError> {
    let words: [String]
    switch OptionWords.split(arguments, valued: valued, flags: switches) {
    case .failure(let problem): return .failure(problem)
    case .success(let split): words = split
    }
    var options = RunOptions()
    var filters: [String] = []
    var index = 0
    var onlyPaths = false
    while index < words.count {
      let argument = words[index]
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
      case "--quiet", "-q": options.quiet = true
      case "--warnings-as-errors": options.warningsAsErrors = true
      case "--list": options.list = true
      case "--filter", "--format":
        guard index < words.count else {
          return .failure(TextError("\(argument) needs a value"))
        }
        let value = words[index]
        index += 1
        if argument == "--filter" {
          guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .failure(
              TextError(
                "--filter needs a word to look for in names and paths; an empty one would "
                  + "match nothing, so nothing would run"))
          }
          filters.append(value)
        } else if let format = Format(rawValue: value) {
          options.format = format
        } else {
          let names = Format.allCases.map(\.rawValue)
          return .failure(
            TextError("unknown format `\(value)`; use one of \(names.joined(separator: ", "))"))
        }
      default:
        return .failure(unknown(argument, among: valued.union(switches)))
      }
    }
    options.filter = ScenarioFilter(filters)
    if options.list, options.format != .text, options.format != .json {
      return .failure(TextError("--list prints text or JSON; use --format text or --format json"))
    }
    guard !options.paths.isEmpty else {
      return .failure(TextError("give at least one scenario file or folder"))
    }
    return .success(.run(options))
  }

  static func unknown(_ argument: String, among known: Set<String>) -> TextError {
    var message = "unknown option `\(argument)`"
    if let near = Suggestion.nearest(to: argument, among: known.sorted()) {
      message += "; did you mean `\(near)`?"
    }
    return TextError(message)
  }
}
