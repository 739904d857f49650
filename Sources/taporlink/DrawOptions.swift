import TapScript

/// The options of `taporlink draw`.
struct DrawOptions {
  var paths: [String] = []
  var output: String?
  var filter = ScenarioFilter()
  var help = false

  static let usage = """
    USAGE: taporlink draw PATH... -o OUT [--filter TEXT]

    Runs each scenario file given, or found under a folder, and draws its
    timeline as an SVG picture: a lane a finger with its down, move and up
    marks, each gesture's window and long-press deadline, every request with
    its URL and type, every decision with its outcome, other events (page
    answers, actions) on lanes of their own, and a time axis in ms.

    With one scenario, OUT is the picture's file name; with more, OUT is a
    folder (created if needed) that gets one picture a scenario, named
    after its file (`tap/quick.yaml` becomes `tap-quick.svg`).

    OPTIONS:
      -o, --output OUT   the picture, or the folder of pictures
      --filter TEXT      draw only scenarios whose name or path contains TEXT
                         (ignoring case; give it again for any of several)
      --help             show this help

    EXIT STATUS:
      0  every picture was drawn
      2  a file could not be read or parsed (the others are still drawn), a
         path does not exist, nothing matched, or bad usage
    """

  static func parse(_ arguments: [String]) -> Result<DrawOptions, TextError> {
    let words: [String]
    switch OptionWords.split(arguments, valued: ["--output", "--filter"], flags: ["--help"]) {
    case .failure(let problem): return .failure(problem)
    case .success(let split): words = split
    }
    var options = DrawOptions()
    var filters: [String] = []
    var index = 0
    var onlyPaths = false
    while index < words.count {
      let word = words[index]
      index += 1
      if onlyPaths || !word.hasPrefix("-") || word == "-" {
        options.paths.append(word)
        continue
      }
      switch word {
      case "--": onlyPaths = true
      case "--help", "-h":
        options.help = true
        return .success(options)
      case "-o", "--output", "--filter":
        guard index < words.count else { return .failure(TextError("\(word) needs a value")) }
        if word == "--filter" {
          filters.append(words[index])
        } else {
          options.output = words[index]
        }
        index += 1
      default:
        return .failure(RunOptions.unknown(word, among: ["--output", "--filter", "--help"]))
      }
    }
    options.filter = ScenarioFilter(filters)
    guard !options.paths.isEmpty else {
      return .failure(TextError("give at least one scenario file or folder"))
    }
    guard options.output != nil else {
      return .failure(TextError("give where to write with `-o OUT`"))
    }
    return .success(options)
  }
}
