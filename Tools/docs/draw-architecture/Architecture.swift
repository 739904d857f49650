/// The architecture picture's text source (`Docs/images/architecture.txt`):
/// rows of boxes, the arrows between them, and how an input flows.
struct Architecture: Equatable {
  /// What a box stands for; each kind is drawn in its own colours.
  enum Kind: String, CaseIterable {
    case library, executable, resource, c
    case testSupport = "test-support"
    case tests
  }

  /// One box: a target of the package, or a resource one of them holds.
  struct Box: Equatable {
    var name: String
    var kind: Kind
    /// The lines written under the name.
    var lines: [String]
  }

  /// A row of boxes, drawn left to right in the order written.
  struct Row: Equatable {
    var title: String
    var boxes: [Box]
  }

  /// One step of how an input flows.
  struct FlowStep: Equatable {
    var title: String
    var lines: [String]
  }

  /// A line of the source that cannot be read, with its line number.
  struct SourceError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "architecture.txt:\(line): error: \(message)" }
  }

  var rows: [Row] = []
  /// Each box's arrows, to the boxes it uses, in the order written.
  var uses: [String: [String]] = [:]
  var flow: [FlowStep] = []

  /// Every box, top row first.
  var boxes: [Box] { rows.flatMap(\.boxes) }

  /// Reads the source: what it draws, and every error, each with its line
  /// (none for a source that draws as written).
  static func parse(_ text: String) -> (architecture: Architecture, errors: [SourceError]) {
    var result = Architecture()
    var errors: [SourceError] = []
    var usesLine: [String: Int] = [:]
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = raw.trimmingSpaces
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let (word, rest) = line.firstWord
      switch word {
      case "row":
        result.rows.append(Row(title: rest, boxes: []))
      case "box":
        guard let colon = rest.firstIndex(of: ":") else {
          errors.append(SourceError(line: number, message: "a box is `box NAME KIND: TEXT`"))
          continue
        }
        let head = rest[..<colon].split(separator: " ").map(String.init)
        let text = String(rest[rest.index(after: colon)...]).trimmingSpaces
        guard head.count == 2, let kind = Kind(rawValue: head[1]) else {
          let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
          errors.append(SourceError(line: number, message: "a box's kind is one of \(kinds)"))
          continue
        }
        guard !result.rows.isEmpty else {
          errors.append(SourceError(line: number, message: "a box comes after a `row`"))
          continue
        }
        if result.boxes.contains(where: { $0.name == head[0] }) {
          errors.append(SourceError(line: number, message: "box `\(head[0])` is drawn twice"))
        }
        result.rows[result.rows.count - 1].boxes.append(
          Box(name: head[0], kind: kind, lines: text.lines))
      case "uses":
        guard let colon = rest.firstIndex(of: ":") else {
          errors.append(SourceError(line: number, message: "arrows are `uses NAME: NAME...`"))
          continue
        }
        let from = String(rest[..<colon]).trimmingSpaces
        let to = rest[rest.index(after: colon)...].split(separator: " ").map(String.init)
        if result.uses[from] != nil {
          errors.append(SourceError(line: number, message: "`\(from)`'s arrows are written twice"))
        }
        result.uses[from] = to
        usesLine[from] = number
      case "flow":
        guard let colon = rest.firstIndex(of: ":") else {
          errors.append(SourceError(line: number, message: "a step is `flow TITLE: TEXT`"))
          continue
        }
        result.flow.append(
          FlowStep(
            title: String(rest[..<colon]).trimmingSpaces,
            lines: String(rest[rest.index(after: colon)...]).trimmingSpaces.lines))
      default:
        errors.append(
          SourceError(line: number, message: "unknown word `\(word)`: use row, box, uses or flow"))
      }
    }
    // Every arrow joins two boxes and points down.
    let rowOf = Dictionary(
      result.rows.enumerated().flatMap { row in row.element.boxes.map { ($0.name, row.offset) } },
      uniquingKeysWith: { first, _ in first })
    for (from, targets) in result.uses.sorted(by: {
      usesLine[$0.key, default: 0] < usesLine[$1.key, default: 0]
    }) {
      let number = usesLine[from, default: 0]
      guard let fromRow = rowOf[from] else {
        errors.append(SourceError(line: number, message: "`\(from)` has arrows but no box"))
        continue
      }
      for target in targets {
        guard let toRow = rowOf[target] else {
          errors.append(SourceError(line: number, message: "`\(target)` has no box"))
          continue
        }
        if toRow <= fromRow {
          errors.append(
            SourceError(
              line: number,
              message: "the arrow from `\(from)` to `\(target)` must point down a row or more"))
        }
      }
    }
    return (result, errors.sorted { $0.line < $1.line })
  }
}

extension StringProtocol {
  /// Without spaces at either end.
  var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }

  /// The first word and the rest, without spaces at their ends.
  var firstWord: (String, String) {
    guard let space = firstIndex(of: " ") else { return (String(self), "") }
    return (String(self[..<space]), self[index(after: space)...].trimmingSpaces)
  }

  /// The text's lines, broken at each `|`.
  var lines: [String] { split(separator: "|").map { $0.trimmingSpaces } }
}
