@_spi(Lab) import TapOrLink
import TapScript

/// Judges the engine on recordings of real pages in real web engines: the
/// touch-up → request latency, the confusion matrix at the defaults, the
/// blind spots, and what the seed's rules would have decided (the tables of
/// Docs/RealPages.md, printed by `swift run taporlink-bench realpages`).
package enum RealPageEvaluation {
  /// Every gesture of every recording, with the engine's outcome at the
  /// defaults and the seed's rules' outcome. A recording whose gestures and
  /// outcomes do not pair up gives `nil` (none) for the missing ones.
  package static func judged(_ recordings: [PageRecording]) -> [JudgedGesture] {
    recordings.flatMap { recording in
      let decided: [OutcomeKind]
      do {
        let simulation = try ScenarioRunner.play(recording.scenario)
        decided = simulation.decisions.sorted { $0.gesture < $1.gesture }.map(\.outcome.kind)
      } catch {
        decided = []
      }
      let seed = SeedPageRule.outcomes(recording.scenario.steps)
      return recording.truth.enumerated().map { index, truth in
        JudgedGesture(
          path: recording.path, engine: recording.engine, element: recording.element,
          gesture: recording.gesture, truth: truth,
          outcome: index < decided.count ? decided[index] : nil,
          seedOutcome: index < seed.count ? seed[index] : nil)
      }
    }
  }

  /// The latency of every recorded tap that made a request.
  package static func latencies(_ recordings: [PageRecording]) -> [LatencySample] {
    recordings.compactMap(LatencySample.init)
  }

  /// The engines recorded, in order of first appearance.
  package static func engines(_ recordings: [PageRecording]) -> [String] {
    var seen: [String] = []
    for recording in recordings where !seen.contains(recording.engine) {
      seen.append(recording.engine)
    }
    return seen
  }

  /// Latency by engine and request kind: p50, p95 and max.
  package static func latencyByKindMarkdown(_ samples: [LatencySample]) -> String {
    var lines = [
      "| engine | request | taps | p50 ms | p95 ms | max ms |", "|---|---|---:|---:|---:|---:|",
    ]
    for engine in ordered(samples.map(\.engine)) {
      let mine = samples.filter { $0.engine == engine }
      for kind in ordered(mine.map(\.kind)).sorted() {
        let summary = LatencySummary(mine.filter { $0.kind == kind }.map(\.milliseconds))
        lines.append(
          "| \(engine) | \(kind) | \(summary.count) | " + summary.cells.joined(separator: " | ")
            + " |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Latency by element, one column an engine.
  package static func latencyByElementMarkdown(_ samples: [LatencySample]) -> String {
    let engines = ordered(samples.map(\.engine))
    var lines = [
      "| element | request | " + engines.map { "\($0) ms" }.joined(separator: " | ") + " |",
      "|---|---|" + String(repeating: "---:|", count: engines.count),
    ]
    for element in ordered(samples.map(\.element)) {
      let mine = samples.filter { $0.element == element }
      let cells = engines.map { engine in
        mine.filter { $0.engine == engine }.map {
          NumberText.shortest(($0.milliseconds * 10).rounded() / 10)
        }
        .joined(separator: ", ")
      }
      let kinds = ordered(mine.map(\.kind)).joined(separator: ", ")
      lines.append(
        "| \(element) | \(kinds) | " + cells.map { $0.isEmpty ? "–" : $0 }.joined(separator: " | ")
          + " |")
    }
    return lines.joined(separator: "\n")
  }

  /// Each gesture where the engine's outcome differs from the truth, with
  /// the blind spot its recording names.
  package static func blindSpots(_ recordings: [PageRecording]) -> [String] {
    recordings.flatMap { recording in
      let wrong = judged([recording]).filter { $0.outcome != $0.truth }
      return wrong.enumerated().map { index, judgement in
        let why =
          index < recording.blindSpots.count ? recording.blindSpots[index] : "(no blind spot named)"
        return
          "\(judgement.engine), \(judgement.gesture) on \(judgement.element): "
          + "really \(judgement.truth.name), decided \(judgement.outcome.nameOrNone). \(why)"
      }
    }
  }

  /// All the tables of Docs/RealPages.md, in Markdown.
  package static func report(_ recordings: [PageRecording]) -> [String] {
    let judged = judged(recordings)
    let samples = latencies(recordings)
    var lines = [
      "Touch-up → request latency, by engine and request kind (single taps):", "",
      latencyByKindMarkdown(samples), "", "By element:", "", latencyByElementMarkdown(samples),
    ]
    for engine in engines(recordings) {
      let mine = judged.filter { $0.engine == engine }
      let engineMatrix = PageConfusion(mine.map { ($0.truth, $0.outcome) })
      let seedMatrix = PageConfusion(mine.map { ($0.truth, $0.seedOutcome) })
      lines += [
        "",
        "\(engine): the engine at its defaults, \(engineMatrix.right) of \(engineMatrix.total) right:",
        "", engineMatrix.markdown, "",
        "\(engine): the seed's rules (any move is a move, 750 ms timer, any request), "
          + "\(seedMatrix.right) of \(seedMatrix.total) right:",
        "", seedMatrix.markdown,
      ]
    }
    lines += ["", "Blind spots (the engine's outcome is not what the gesture really was):", ""]
    lines += blindSpots(recordings).map { "- " + $0 }
    return lines
  }

  /// Names in order of first appearance, once each.
  static func ordered(_ names: [String]) -> [String] {
    var seen: [String] = []
    for name in names where !seen.contains(name) { seen.append(name) }
    return seen
  }
}
