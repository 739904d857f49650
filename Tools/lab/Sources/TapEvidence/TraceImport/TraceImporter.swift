import Foundation
import TapOrLink
import TapScript

/// Turns recorded touch traces into scenario files: one a stroke or one a
/// recording, in points, with the timestamps kept and the labels' outcomes
/// as expectations.
///
/// ```swift
/// let trace = try TouchTraceReader.read(path: "events.csv").get()
/// let labels = try StrokeLabels.read(path: "strokes.csv").get()
/// let scenarios = try TraceImporter.scenarios(from: trace, labels: labels).get()
/// try TraceImporter.write(scenarios, to: "/tmp/strokes").get()
/// ```
///
/// Each scenario has one web view covering the screen in points (see
/// ``UnitConversion``), the stroke's `down`, `move` and `up` steps at their
/// recorded times from the stroke's first event (from the recording's first
/// event when grouped by recording), and the outcomes its label implies
/// under the default configuration: `tap` at the up plus the window,
/// `moved` at the first event more than the slop from the down point,
/// `longpress` at the down plus the long-press time, and `multitouch` when
/// a recording's finger touches down while another's gesture is still
/// undecided. Running it asks the engine whether it agrees with the label.
package enum TraceImporter {
  /// Makes the scenarios of a trace.
  ///
  /// - Returns: the scenarios, in the order of the trace's strokes (or
  ///   recordings), or every stroke that has no label or no scale, and
  ///   (grouped by recording) every pointer that goes down again before it
  ///   lifted.
  package static func scenarios(
    from trace: TouchTrace, labels: StrokeLabels, grouping: ImportGrouping = .stroke,
    conversion: UnitConversion = UnitConversion()
  ) -> Result<[GeneratedScenario], TraceImportErrors> {
    var diagnostics: [ScriptDiagnostic] = []
    func report(_ message: String, line: Int) {
      let position = SourcePosition(line: line, column: 1)
      diagnostics.append(
        ScriptDiagnostic(
          path: trace.path, position: position, message: message,
          sourceLine: trace.file?.line(line) ?? ""))
    }
    var ready: [(stroke: TraceStroke, label: StrokeLabels.Entry, scale: UnitConversion.Scale)] =
      []
    for stroke in trace.strokes {
      let downLine = stroke.samples.first?.line ?? 1
      let label = labels[stroke.key]
      if label == nil {
        report(
          "no label for stroke \(stroke.key.stroke) of `\(stroke.key.recording)` (source "
            + "`\(stroke.key.source)`) in \(Self.fileName(labels.path))", line: downLine)
      }
      let scale: UnitConversion.Scale?
      switch conversion.scale(for: stroke) {
      case .success(let found): scale = found
      case .failure(let problem):
        report(problem.message, line: downLine)
        scale = nil
      }
      if let label, let scale { ready.append((stroke, label, scale)) }
    }
    let groups: [[Int]]
    switch grouping {
    case .stroke:
      groups = ready.indices.map { [$0] }
    case .recording:
      var order: [String] = []
      var members: [String: [Int]] = [:]
      for (index, item) in ready.enumerated() {
        let key = item.stroke.key.source + "\u{0}" + item.stroke.key.recording
        if members[key] == nil { order.append(key) }
        members[key, default: []].append(index)
      }
      groups = order.map { members[$0] ?? [] }
    }
    let writer = TraceScenarioWriter(eventsName: fileName(trace.path), grouping: grouping)
    var names = FileNames()
    var scenarios: [GeneratedScenario] = []
    for group in groups {
      let members = group.map { ready[$0] }
      let origin = members.flatMap { $0.stroke.samples.map(\.time) }.min() ?? .zero
      let placed = members.map {
        PlacedStroke(stroke: $0.stroke, label: $0.label, scale: $0.scale, origin: origin)
      }
      if grouping == .recording {
        for problem in pointerReuse(in: placed) { report(problem.message, line: problem.line) }
      }
      guard let first = members.first?.stroke.key else { continue }
      var stem = "\(first.source)-\(first.recording)"
      if grouping == .stroke { stem += "-stroke-\(first.stroke)" }
      do {
        scenarios.append(try writer.scenario(of: placed, fileName: names.unique(stem)))
      } catch {
        let line = members.first?.stroke.lines.lowerBound ?? 1
        report("cannot write the scenario of these strokes: \(error)", line: line)
      }
    }
    guard diagnostics.isEmpty else { return .failure(TraceImportErrors(diagnostics)) }
    return .success(scenarios)
  }

  /// Every down of a pointer that is still down in another stroke: one
  /// finger cannot touch twice, so such a recording cannot play as one
  /// timeline.
  static func pointerReuse(in strokes: [PlacedStroke]) -> [(line: Int, message: String)] {
    var holder: [FingerID: Int] = [:]
    var problems: [(line: Int, message: String)] = []
    for moment in TraceScenarioWriter.timeline(of: strokes) {
      let stroke = strokes[moment.stroke].stroke
      let sample = stroke.samples[moment.sample]
      switch sample.phase {
      case .down:
        if let other = holder[stroke.finger] {
          problems.append(
            (
              sample.line,
              "pointer \(stroke.pointer) goes down for stroke \(stroke.key.stroke) while stroke "
                + "\(strokes[other].stroke.key.stroke) still holds it; import this recording "
                + "per stroke"
            ))
        } else {
          holder[stroke.finger] = moment.stroke
        }
      case .up:
        if holder[stroke.finger] == moment.stroke { holder[stroke.finger] = nil }
      case .move, .cancel:
        break
      }
    }
    return problems
  }

  /// Writes scenarios into a folder, creating it if needed; files of the
  /// same names are replaced.
  package static func write(_ scenarios: [GeneratedScenario], to directory: String) -> Result<
    Void, TraceImportErrors
  > {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return .failure(TraceImportErrors(unreadable: directory, reason: "cannot create the folder"))
    }
    for scenario in scenarios {
      let url = folder.appendingPathComponent(scenario.fileName)
      do {
        try Data(scenario.text.utf8).write(to: url, options: .atomic)
      } catch {
        return .failure(TraceImportErrors(unreadable: url.path, reason: "cannot write the file"))
      }
    }
    return .success(())
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Unique, portable file names: lowercase ASCII letters, digits and
  /// dashes, `.yaml`.
  struct FileNames {
    private var taken: Set<String> = []

    mutating func unique(_ stem: String) -> String {
      var slug = ""
      for character in stem.lowercased() {
        if character.isASCII, character.isLetter || character.isNumber {
          slug.append(character)
        } else if !slug.isEmpty, slug.last != "-" {
          slug.append("-")
        }
      }
      while slug.hasSuffix("-") { slug.removeLast() }
      if slug.count > 120 { slug = String(slug.prefix(120)) }
      if slug.isEmpty { slug = "stroke" }
      var name = slug
      var counter = 2
      while taken.contains(name) {
        name = "\(slug)-\(counter)"
        counter += 1
      }
      taken.insert(name)
      return name + ".yaml"
    }
  }
}
