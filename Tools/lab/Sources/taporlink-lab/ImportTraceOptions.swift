import TapEvidence
import TapScript

/// The options of `taporlink-lab import-trace`.
struct ImportTraceOptions {
  var events: String?
  var output: String?
  var labels: String?
  var grouping = ImportGrouping.stroke
  var conversion = UnitConversion()
  var help = false

  static let flags = ["--output", "--per", "--labels", "--diagonal", "--density", "--help"]

  static let usage = """
    USAGE: taporlink-lab import-trace CSV -o DIR [options]

    Turns recorded touch events (CSV, one row an event:
    source,recording,device,label_hint,stroke_id,pointer,event,t_ms,x,y,x_max,y_max)
    into scenario files: a web view covering the screen in points, the
    recorded steps at their recorded times, and the outcome each stroke's
    label implies as the expectation. Run them with `taporlink DIR`.

    OPTIONS:
      -o, --output DIR          the folder to write to (created if needed)
      --per stroke|recording    one scenario a stroke (default) or a recording
      --labels FILE             the strokes' labels (strokes.csv columns, read:
                                source,recording,stroke_id,heuristic); default:
                                strokes.csv beside CSV
      --diagonal POINTS         the diagonal a device's x_max × y_max range
                                scales to (default 765, an iPhone's)
      --density SOURCE=UNITS    device units a point for a source; known:
                                aosp=2.625 (pixels), flutter=1 (logical pixels)
      --help                    show this help

    EXIT STATUS:
      0  the scenarios were written
      2  a file could not be read, had errors (each printed as
         FILE:LINE:COLUMN: error: ...), or bad usage; nothing was written
    """

  static func parse(_ words: [String]) -> Result<ImportTraceOptions, TextError> {
    let arguments: [String]
    switch OptionWords.split(
      words, valued: ["--output", "--per", "--labels", "--diagonal", "--density"],
      flags: ["--help"])
    {
    case .failure(let problem): return .failure(problem)
    case .success(let split): arguments = split
    }
    var options = ImportTraceOptions()
    var index = 0
    func value(for flag: String) -> Result<String, TextError> {
      guard index < arguments.count else { return .failure(TextError("\(flag) needs a value")) }
      index += 1
      return .success(arguments[index - 1])
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if !argument.hasPrefix("-") || argument == "-" {
        guard options.events == nil else {
          return .failure(TextError("give one events file; found `\(argument)` as well"))
        }
        options.events = argument
        continue
      }
      switch argument {
      case "--help", "-h":
        options.help = true
        return .success(options)
      case "-o", "--output", "--per", "--labels", "--diagonal", "--density":
        let text: String
        switch value(for: argument) {
        case .success(let found): text = found
        case .failure(let problem): return .failure(problem)
        }
        if let problem = options.apply(argument, text) { return .failure(problem) }
      default:
        var message = "unknown option `\(argument)`"
        if let near = Suggestion.nearest(to: argument, among: flags) {
          message += "; did you mean `\(near)`?"
        }
        return .failure(TextError(message))
      }
    }
    guard options.events != nil else { return .failure(TextError("give the events CSV file")) }
    guard options.output != nil else {
      return .failure(TextError("give the folder to write to with `-o DIR`"))
    }
    return .success(options)
  }

  private mutating func apply(_ flag: String, _ text: String) -> TextError? {
    switch flag {
    case "-o", "--output":
      output = text
    case "--labels":
      labels = text
    case "--per":
      guard let found = ImportGrouping(rawValue: text) else {
        return TextError("`--per` is `stroke` or `recording`; found `\(text)`")
      }
      grouping = found
    case "--diagonal":
      guard let points = Self.positive(text) else {
        return TextError("`--diagonal` needs a positive number of points, like `765`")
      }
      conversion.diagonal = points
    default:
      let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, let units = Self.positive(parts[1]) else {
        return TextError("`--density` needs SOURCE=UNITS, like `aosp=2.625`; found `\(text)`")
      }
      conversion.densities[parts[0]] = units
    }
    return nil
  }

  /// A positive, finite decimal number.
  static func positive(_ text: String) -> Double? {
    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(text), value.isFinite, value > 0
    else { return nil }
    return value
  }
}
