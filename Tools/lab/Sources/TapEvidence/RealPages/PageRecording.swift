import Foundation
import TapOrLink
import TapScript

/// One gesture run on a real page in a real web engine, as
/// `taporlink import-recording` writes it from `Tools/browser/record.py`'s
/// raw recordings: a scenario, and in its header what the target really
/// is.
///
/// The scenario's first line, a comment the scenario language ignores:
///
/// ```
/// # recording: engine=chromium page=readability/001/index.html target=3 gesture=tap truth=link
/// # target: link "Hi, I'm Nicolas."
/// ```
///
/// `truth` is `link` or `content`; with the gesture it implies each
/// gesture's outcome (``RecordingImporter/truthOutcomes(gesture:truth:)``),
/// and a `content` target is a `control` when the `# recorded:` line says
/// the page handled the tap in this run (`effects=control` or
/// `effects=reacted`; without `effects=`, `truth3=control`).
/// Recordings made before the importer existed have the older header
/// `# real-page: engine=… page=… element=N gesture=… truth=link,link` and
/// `# element: NAME`, whose `truth` lists the outcomes (`link`, `tap`,
/// `moved`, `longpress`, `multitouch`) gesture by gesture; both are read. A `# blind spot: WHY` comment precedes each expectation
/// where the engine cannot be right by design.
package struct PageRecording: Sendable {
  /// The file.
  package var path: String
  /// The web engine that was recorded (`chromium`, `webkit`).
  package var engine: String
  /// The page's file name.
  package var page: String
  /// The touched element's readable name (its `data-name`).
  package var element: String
  /// The gesture played, in the recorder's words (a vocabulary of its own,
  /// not outcomes): `tap`, `drag`, `longpress`, `doubletap` or
  /// `twofinger`.
  package var gesture: String
  /// What each gesture of the recording really was, in order.
  package var truth: [OutcomeKind]
  /// The blind spots the recorder named, in the file's order (without the
  /// recorder's closing `Really: OUTCOME.`).
  package var blindSpots: [String]
  /// The detail the recorder noted for each request, in timeline order (the
  /// engine's own name for it, such as `anchorClick` or `link-clicked`).
  package var requestDetails: [String]
  /// The scenario.
  package var scenario: Scenario
  /// The importer's `# recorded: KEY=VALUE ...` line: `truth`
  /// (`link`/`content`), `observed` (what the truth saw: `document`,
  /// `same-document`, `none`, `unknown`), `chosen` (why the target was
  /// chosen), `scale` and `moved`; empty for older recordings.
  package var details: [String: String] = [:]

  /// Whether the gesture played was a single tap (the recorder's `tap`).
  package var isSingleTap: Bool { gesture == "tap" }

  /// A comment line's text, when it can be the detail of the step after
  /// it: not a comment that stands for an event of its own (`# 80.9ms: …`).
  static func detailComment(_ line: String) -> String? {
    guard line.hasPrefix("# ") else { return nil }
    let text = line.dropFirst(2)
    let number = text.prefix { $0.isNumber || $0 == "." }
    if !number.isEmpty, text.dropFirst(number.count).hasPrefix("ms:") { return nil }
    return String(text)
  }

  /// The most bytes a recording may have: a recording is a few dozen lines.
  package static let maximumBytes = 256 * 1024

  /// The most header lines read before `name:`.
  static let maximumHeaderLines = 64

  /// Reads a recording from scenario text.
  ///
  /// - Returns: the recording, or every error with its line and column.
  package static func read(_ file: SourceFile) -> Result<PageRecording, ScenarioErrors> {
    let scenario: Scenario
    switch ScenarioLoader.decode(file) {
    case .success(let decoded): scenario = decoded
    case .failure(let errors): return .failure(errors)
    }
    var fields: [String: String] = [:]
    var element: String?
    var blindSpots: [String] = []
    var requestDetails: [String] = []
    var previousComment: String?
    var headerLine: Int?
    var isImported = false
    var details: [String: String] = [:]
    for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let text = line.trimmingCharacters(in: .whitespaces)
      if index < maximumHeaderLines, text.hasPrefix("# recorded:") {
        for pair in text.dropFirst("# recorded:".count).split(separator: " ") {
          let parts = pair.split(separator: "=", maxSplits: 1)
          if parts.count == 2 { details[String(parts[0])] = String(parts[1]) }
        }
        continue
      }
      let header = ["# real-page:", "# recording:"].first { text.hasPrefix($0) }
      if index < maximumHeaderLines, let header {
        headerLine = index + 1
        isImported = header == "# recording:"
        for pair in text.dropFirst(header.count).split(separator: " ") {
          let parts = pair.split(separator: "=", maxSplits: 1)
          if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
      } else if index < maximumHeaderLines,
        let label = ["# element:", "# target:"].first(where: { text.hasPrefix($0) })
      {
        element = text.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
      } else if text.hasPrefix("# blind spot:") {
        var why = text.dropFirst("# blind spot:".count).trimmingCharacters(in: .whitespaces)
        if let really = why.range(of: " Really: ", options: .backwards) {
          why = String(why[..<really.lowerBound])
        }
        blindSpots.append(why)
      } else if text.hasPrefix("- "), text.contains(": request ") {
        if let hash = text.range(of: "  # ") {
          requestDetails.append(String(text[hash.upperBound...]))
        } else if let comment = previousComment {
          // The importer writes a request's detail on the line before it.
          requestDetails.append(comment)
        }
      }
      previousComment = Self.detailComment(text)
    }
    func error(_ message: String, line: Int = 1) -> Result<PageRecording, ScenarioErrors> {
      .failure(
        ScenarioErrors([
          ScriptDiagnostic(
            file: file, position: SourcePosition(line: line, column: 1), message: message)
        ]))
    }
    guard let headerLine else {
      return error(
        "not a page recording: no `# recording:` (or `# real-page:`) line before `name:`")
    }
    let kind = isImported ? "# recording:" : "# real-page:"
    for key in ["engine", "page", "gesture", "truth"] where fields[key]?.isEmpty ?? true {
      return error("the `\(kind)` line has no `\(key)=`", line: headerLine)
    }
    var truth: [OutcomeKind] = []
    if isImported {
      guard let answer = fields["truth"].flatMap(TruthKind.init(rawValue:)), answer != .control
      else {
        return error(
          "truth `\(fields["truth", default: ""])` is neither `link` nor `content`",
          line: headerLine)
      }
      // In three, as the importer judged it: a content target the page
      // handled in this run (the `# recorded:` line's `effects=`) is a
      // control.
      let handled =
        details["effects"].map(ObservedPageReaction.handled(word:))
        ?? (details["truth3"].flatMap(TruthKind.init(rawValue:)) == .control)
      let three: TruthKind = answer == .link ? .link : handled ? .control : .content
      // A mouse's or a touchpad's other button is on the line as `button=`.
      guard let button = PointerButton(rawValue: fields["button", default: "primary"]) else {
        return error(
          "button `\(fields["button", default: ""])` is not a button (primary, secondary, middle)",
          line: headerLine)
      }
      truth = RecordingImporter.truthOutcomes(
        gesture: fields["gesture", default: ""], truth: three, button: button)
    } else {
      // The older header lists the outcomes by name.
      let names = OutcomeKind.allCases.map(\.name)
      for name in fields["truth", default: ""].split(separator: ",").map(String.init) {
        guard let outcome = OutcomeKind(rawValue: name) else {
          return error(
            "truth `\(name)` is not an outcome (\(names.joined(separator: ", ")))",
            line: headerLine)
        }
        truth.append(outcome)
      }
    }
    return .success(
      PageRecording(
        path: file.path, engine: fields["engine", default: ""], page: fields["page", default: ""],
        element: element ?? "element \(fields["element"] ?? fields["target"] ?? "?")",
        gesture: fields["gesture", default: ""], truth: truth, blindSpots: blindSpots,
        requestDetails: requestDetails, scenario: scenario, details: details))
  }

  /// Reads every recording under the given files or folders.
  ///
  /// - Returns: the recordings, sorted by path, and the errors of the files
  ///   that could not be read (one bad file never stops the others).
  package static func load(_ paths: [String]) -> (
    recordings: [PageRecording], errors: [ScriptDiagnostic]
  ) {
    let (files, missing) = ScenarioDiscovery.files(in: paths)
    var errors = missing.map {
      ScriptDiagnostic(
        path: $0, position: SourcePosition(line: 1, column: 1), message: "no such file or folder",
        sourceLine: "")
    }
    var recordings: [PageRecording] = []
    for path in files.sorted() {
      switch readFile(path) {
      case .success(let file):
        switch read(file) {
        case .success(let recording): recordings.append(recording)
        case .failure(let failure): errors += failure.diagnostics
        }
      case .failure(let diagnostic): errors.append(diagnostic)
      }
    }
    return (recordings, errors)
  }

  /// A file's text, refused beyond ``maximumBytes``.
  static func readFile(_ path: String) -> Result<SourceFile, ScriptDiagnostic> {
    func refuse(_ reason: String) -> Result<SourceFile, ScriptDiagnostic> {
      .failure(
        ScriptDiagnostic(
          path: path, position: SourcePosition(line: 1, column: 1), message: reason,
          sourceLine: ""))
    }
    switch BoundedTextFile.read(path, maximumBytes: maximumBytes) {
    case .success(let text):
      return .success(SourceFile(path: path, text: text))
    case .failure(.tooLarge):
      return refuse("larger than \(maximumBytes) bytes; not a page recording")
    case .failure(.notUTF8):
      return refuse("it is not UTF-8 text")
    case .failure(let problem):
      return refuse("cannot read it: \(problem.reason)")
    }
  }
}
