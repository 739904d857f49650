import TapOrLink
import TapScript

/// Writes the scenario file of a group of placed strokes: a web view
/// covering the screen, every recorded event as a step, and the outcomes
/// the labels imply as expectations (see ``LabelOracle``).
struct TraceScenarioWriter {
  /// The events file's name, for the provenance comment.
  var eventsName: String
  /// How the strokes are grouped.
  var grouping: ImportGrouping
  /// The settings the expectations assume (the defaults; the file sets
  /// none, so it runs with the defaults).
  var settings = LabelOracle.Settings()

  /// The id of the web view.
  static let view = "web"

  func scenario(of strokes: [PlacedStroke], fileName: String) -> GeneratedScenario {
    let timeline = Self.timeline(of: strokes)
    let (outcomes, notes) = LabelOracle.outcomes(
      of: strokes, timeline: timeline, settings: settings, view: Self.view)
    var lines = header(strokes, notes: notes)
    lines.append("name: \(Self.quoted(name(of: strokes)))")
    lines.append("views:")
    lines.append("  - id: \(Self.view)")
    lines.append("    kind: web")
    let frame = Self.frame(of: strokes).map { NumberText.shortest($0) }
    lines.append("    frame: [\(frame.joined(separator: ", "))]")
    lines.append("timeline:")
    for moment in timeline {
      let placed = strokes[moment.stroke]
      let point = placed.points[moment.sample]
      let phase = placed.stroke.samples[moment.sample].phase
      var step =
        "  - \(placed.times[moment.sample]): \(phase.rawValue) "
        + "\(NumberText.shortest(point.x)) \(NumberText.shortest(point.y))"
      if placed.stroke.finger != 1 { step += " finger \(placed.stroke.finger)" }
      lines.append(step)
    }
    for placed in strokes where !placed.stroke.hasUp {
      lines.append(
        "  # the recording ends here with finger \(placed.stroke.finger) "
          + "(stroke \(placed.stroke.key.stroke)) still down")
    }
    lines.append("expect:")
    for outcome in outcomes {
      let body = ([outcome.event] + outcome.arguments).joined(separator: " ")
      lines.append("  - \(outcome.order.time): \(body)")
    }
    return GeneratedScenario(
      fileName: fileName, text: lines.joined(separator: "\n") + "\n",
      strokes: strokes.map(\.stroke.key), labels: strokes.map(\.label))
  }

  /// Every sample of every stroke, by time, then by line in the events
  /// file.
  static func timeline(of strokes: [PlacedStroke]) -> [LabelOracle.Moment] {
    var moments: [(time: Instant, line: Int, moment: LabelOracle.Moment)] = []
    for (index, placed) in strokes.enumerated() {
      for sample in placed.stroke.samples.indices {
        moments.append(
          (
            placed.times[sample], placed.stroke.samples[sample].line,
            LabelOracle.Moment(stroke: index, sample: sample)
          ))
      }
    }
    moments.sort { ($0.time, $0.line) < ($1.time, $1.line) }
    return moments.map(\.moment)
  }

  /// The web view's frame: the screen in points (the range scaled, where
  /// known), grown to hold every recorded point inside its half-open
  /// edges.
  static func frame(of strokes: [PlacedStroke]) -> [Double] {
    var minX = 0.0
    var minY = 0.0
    var maxX = 0.0
    var maxY = 0.0
    for placed in strokes {
      if let range = placed.stroke.range {
        let factor = placed.scale.pointsPerUnit
        maxX = max(maxX, PlacedStroke.rounded(range.xMax * factor))
        maxY = max(maxY, PlacedStroke.rounded(range.yMax * factor))
      }
      for point in placed.points {
        minX = min(minX, point.x.rounded(.down))
        minY = min(minY, point.y.rounded(.down))
        maxX = max(maxX, point.x.rounded(.down) + 1)
        maxY = max(maxY, point.y.rounded(.down) + 1)
      }
    }
    return [minX, minY, maxX - minX, maxY - minY]
  }

  func name(of strokes: [PlacedStroke]) -> String {
    guard let first = strokes.first else { return "no strokes" }
    let key = first.stroke.key
    if grouping == .stroke || strokes.count == 1 {
      return "real \(first.label.text): \(key.source) \(key.recording) stroke \(key.stroke)"
    }
    var counts: [String: Int] = [:]
    for placed in strokes { counts[placed.label.text, default: 0] += 1 }
    let summary = counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    return
      "real recording: \(key.source) \(key.recording) "
      + "(\(strokes.count) strokes: \(summary.joined(separator: ", ")))"
  }

  func header(_ strokes: [PlacedStroke], notes: [Int: [String]]) -> [String] {
    guard let first = strokes.first else { return [] }
    let lines = strokes.map(\.stroke.lines)
    let low = lines.map(\.lowerBound).min() ?? 0
    let high = lines.map(\.upperBound).max() ?? 0
    var header = [
      "# Imported by `taporlink import-trace` from \(eventsName), lines \(low)-\(high).",
      "# Recorded touch data keeps its own licence: do not commit scenarios made from it.",
      "# source `\(first.stroke.key.source)`, recording `\(first.stroke.key.recording)`",
      "# device `\(first.stroke.device)`, hint `\(first.stroke.labelHint)`",
    ]
    let scales = Set(strokes.map(\.scale))
    if scales.count == 1 {
      header.append("# units: \(first.scale.explanation)")
    }
    for (index, placed) in strokes.enumerated() {
      let stroke = placed.stroke
      var title =
        "# stroke \(stroke.key.stroke) (pointer \(stroke.pointer)), "
        + "label `\(placed.label.text)`"
      if scales.count > 1 { title += "; units: \(placed.scale.explanation)" }
      header.append(title)
      for note in notes[index] ?? [] {
        header.append("#   \(note)")
      }
    }
    return header.map(Self.oneLine)
  }

  /// Text made safe for one line of a comment: line ends become spaces.
  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }

  /// A single-quoted scalar on one line.
  static func quoted(_ text: String) -> String {
    let line = oneLine(text).filter { !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
    var result = "'"
    for character in line {
      result.append(character)
      if character == "'" { result.append("'") }
    }
    return result + "'"
  }
}
