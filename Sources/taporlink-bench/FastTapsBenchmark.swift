import Foundation
import TapOrLink
import TapScript

/// Touch-up to `tap` for content taps on the real-page recordings, per
/// strategy, and how often each calls a link a tap.
struct FastTapFigures {
  /// One strategy's figures over every recording.
  struct Strategy {
    var name: String
    var contentLatencies: [Double] = []
    var linksCalledTaps = 0
    var lateLinks = 0
    var links = 0
  }

  var strategies: [Strategy]
  var recordings: Int
  var answersFromScript: Bool
}

extension Benchmarks {
  /// Where the real-page recordings are: `Scenarios/real-pages` of the
  /// package.
  static var recordedPagesFolder: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenarios/real-pages").path
  }

  /// The page script's answers, by `page#data-name`, as
  /// `Tools/browser/check_page_script.py --answers` wrote them.
  static var pageScriptAnswers: [String: String]? {
    let path = URL(fileURLWithPath: recordedPagesFolder).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Tools/browser/page-script-answers.json")
    guard let data = try? Data(contentsOf: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: String]
    else { return nil }
    return object
  }

  /// How long after touch-up the page script's `touchend` answer reaches the
  /// engine in the replay: one frame at 60 Hz.
  static let answerDelay: Duration = .nanoseconds(16_666_667)

  /// The adaptive window is measured after this many observed links.
  static let trainingLinks = 20

  static func fastTapFigures() -> FastTapFigures? {
    let taps = RecordedPageTap.load(from: recordedPagesFolder)
    guard !taps.isEmpty else { return nil }
    let answers = pageScriptAnswers
    var strategies = [
      FastTapFigures.Strategy(name: "timer"), FastTapFigures.Strategy(name: "adaptive"),
      FastTapFigures.Strategy(name: "page_answers"),
    ]
    for engine in Set(taps.map(\.engine)).sorted() {
      let mine = taps.filter { $0.engine == engine }
      for index in strategies.indices {
        replay(mine, into: &strategies[index], answers: answers)
      }
    }
    return FastTapFigures(
      strategies: strategies, recordings: taps.count, answersFromScript: answers != nil)
  }

  /// Plays one engine's recordings one after another through one overlay
  /// (so the adaptive window learns across them), each from its own page.
  private static func replay(
    _ taps: [RecordedPageTap], into figures: inout FastTapFigures.Strategy,
    answers: [String: String]?
  ) {
    guard let first = taps.first, let tree = try? ViewTree(first.scenario.views) else { return }
    var configuration = OverlayConfiguration()
    switch figures.name {
    case "adaptive": configuration.adaptiveWindow = AdaptiveWindow()
    case "page_answers": configuration.strategy = .pageAnswers
    default: break
    }
    guard
      let simulation = try? Simulation(
        tree: tree, firstPage: first.url, configuration: configuration)
    else { return }
    var offset = Instant.zero + .seconds(1)
    if figures.name == "adaptive" {
      let links = taps.filter(\.requestsLink)
      var observed = 0
      while observed < trainingLinks, !links.isEmpty {
        for tap in links where observed < trainingLinks {
          let result = play(tap, on: simulation, at: &offset, answer: nil)
          if case .link = result.decision?.outcome { observed += 1 }
        }
      }
    }
    for tap in taps {
      let kind = answers?["\(tap.page)#\(tap.element)"].flatMap(ProbeAnswer.init(rawValue:))
      let answer = figures.name == "page_answers" ? kind ?? ProbeAnswer(rawValue: tap.truth) : nil
      let start = offset
      let result = play(tap, on: simulation, at: &offset, answer: answer)
      figures.lateLinks += result.lateLinks
      guard let decision = result.decision, let upTime = tap.upTime else { continue }
      let isTap: Bool = if case .tap = decision.outcome { true } else { false }
      if tap.truth == OutcomeKind.link.name, tap.requestsLink {
        figures.links += 1
        if isTap { figures.linksCalledTaps += 1 }
      } else if tap.truth == "content", isTap {
        figures.contentLatencies.append(
          Double((decision.time - (start + (upTime - .zero))).nanoseconds) / 1_000_000)
      }
    }
  }

  /// Plays one recording from `offset`, with the page's answer one frame
  /// after touch-up when given; the first decision it brought, and its late
  /// links. Moves `offset` past it.
  private static func play(
    _ tap: RecordedPageTap, on simulation: Simulation, at offset: inout Instant,
    answer: ProbeAnswer?
  ) -> (decision: Decision?, lateLinks: Int) {
    var steps = tap.scenario.steps
    if let answer, let upTime = tap.upTime {
      steps.append(Step(time: upTime + answerDelay, command: .answer(answer, .latest)))
      steps = steps.enumerated().sorted {
        $0.element.time != $1.element.time
          ? $0.element.time < $1.element.time : $0.offset < $1.offset
      }.map(\.element)
    }
    let decisionsBefore = simulation.decisions.count
    let eventsBefore = simulation.events.count
    simulation.advance(to: offset)
    if let url = tap.url { simulation.select(url) }
    for step in steps {
      simulation.advance(to: offset + (step.time - .zero))
      simulation.perform(step.command)
    }
    let end = offset + ((steps.last?.time ?? .zero) - .zero) + .seconds(2)
    simulation.advance(to: end, inclusive: true)
    offset = end + .seconds(1)
    let late = simulation.events[eventsBefore...].filter {
      if case .lateLink = $0.kind { true } else { false }
    }.count
    return (simulation.decisions.dropFirst(decisionsBefore).first, late)
  }

  static func fastTaps() -> [String] {
    guard let figures = fastTapFigures() else {
      return [row("fasttaps", "no recordings in \(recordedPagesFolder)")]
    }
    var lines = [
      row(
        "fasttaps (\(figures.recordings) taps)",
        figures.answersFromScript
          ? "page answers from Tools/browser/page-script-answers.json"
          : "page answers from data-expect (no page-script-answers.json)")
    ]
    for strategy in figures.strategies {
      let latencies = strategy.contentLatencies
      lines.append(
        row(
          "  \(strategy.name)",
          String(
            format: "content tap p50 %.1f ms, p95 %.1f ms (%d taps); links called taps %d of %d;"
              + " late links %d",
            Percentile.nearestRank(0.5, of: latencies) ?? .nan,
            Percentile.nearestRank(0.95, of: latencies) ?? .nan, latencies.count,
            strategy.linksCalledTaps, strategy.links, strategy.lateLinks)))
    }
    return lines
  }
}
