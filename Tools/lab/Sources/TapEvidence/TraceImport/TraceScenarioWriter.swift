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

  /// The scenario of a group of strokes, written by ``ScenarioWriter``.
  ///
  /// - Throws: ``ScenarioWritingError`` when a time is past the longest a
  ///   scenario may name.
  func scenario(of strokes: [PlacedStroke], fileName: String) throws(ScenarioWritingError)
    -> GeneratedScenario
  {
    let timeline = Self.timeline(of: strokes)
    let (outcomes, notes) = LabelOracle.outcomes(
      of: strokes, timeline: timeline, settings: settings, view: Self.view)
    var comments = ScenarioComments(header: header(strokes, notes: notes))
    let frame = Self.frame(of: strokes)
    let web = View(
      id: ViewID(Self.view),
      frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
      kind: .web)
    let steps = timeline.map { moment in
      let placed = strokes[moment.stroke]
      return Step(
        time: placed.times[moment.sample],
        command: .touch(
          placed.stroke.samples[moment.sample].phase, placed.points[moment.sample],
          finger: placed.stroke.finger))
    }
    comments.timeline[steps.count] = strokes.filter { !$0.stroke.hasUp }.map {
      "the recording ends here with finger \($0.stroke.finger) "
        + "(stroke \($0.stroke.key.stroke)) still down"
    }
    let scenario = Scenario(
      path: fileName, name: name(of: strokes), views: [web], steps: steps,
      expectations: outcomes.map { ScenarioWriter.expectation(of: $0.outcome, at: $0.order.time) })
    return GeneratedScenario(
      fileName: fileName, text: try ScenarioWriter.text(of: scenario, comments: comments),
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

  /// The comment lines at the top: where the strokes come from, their
  /// labels and units, and the oracle's notes on each.
  func header(_ strokes: [PlacedStroke], notes: [Int: [String]]) -> [String] {
    guard let first = strokes.first else { return [] }
    let lines = strokes.map(\.stroke.lines)
    let low = lines.map(\.lowerBound).min() ?? 0
    let high = lines.map(\.upperBound).max() ?? 0
    var header = [
      "Imported by `taporlink import-trace` from \(eventsName), lines \(low)-\(high).",
      "Recorded touch data keeps its own licence: do not commit scenarios made from it.",
      "source `\(first.stroke.key.source)`, recording `\(first.stroke.key.recording)`",
      "device `\(first.stroke.device)`, hint `\(first.stroke.labelHint)`",
    ]
    let scales = Set(strokes.map(\.scale))
    if scales.count == 1 {
      header.append("units: \(first.scale.explanation)")
    }
    for (index, placed) in strokes.enumerated() {
      let stroke = placed.stroke
      var title =
        "stroke \(stroke.key.stroke) (pointer \(stroke.pointer)), "
        + "label `\(placed.label.text)`"
      if scales.count > 1 { title += "; units: \(placed.scale.explanation)" }
      header.append(title)
      for note in notes[index] ?? [] {
        header.append("  \(note)")
      }
    }
    return header
  }
}
