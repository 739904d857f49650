import TapOrLink
import TapScript

extension RealWebEvaluation {
  /// The adaptive window learns across pages, so its taps are replayed one
  /// after another through one overlay, each from its own page, after it
  /// has learned from ``trainingLinks`` recorded links.
  enum Replay {
    /// Links observed before the adaptive window is measured.
    static let trainingLinks = 20

    static func adaptive(_ taps: [Tap]) -> (decisions: [StrategyDecision?], lateLinks: Int) {
      guard let first = taps.first, let tree = try? ViewTree(first.recording.scenario.views)
      else { return (taps.map { _ in nil }, 0) }
      var configuration = OverlayConfiguration()
      configuration.adaptiveWindow = AdaptiveWindow()
      guard
        let simulation = try? Simulation(
          tree: tree, firstPage: first.recording.scenario.pages.values.first?.url,
          configuration: configuration)
      else { return (taps.map { _ in nil }, 0) }
      var offset = Instant.zero + .seconds(1)
      let links = taps.filter { $0.truth == .link && $0.observed != "same-document" }
      var observed = 0
      var rounds = 0
      while observed < trainingLinks, !links.isEmpty, rounds < trainingLinks {
        rounds += 1
        for tap in links where observed < trainingLinks {
          if case .link = play(tap, on: simulation, at: &offset)?.outcome { observed += 1 }
        }
      }
      let eventsBefore = simulation.events.count
      let decisions = taps.map { tap -> StrategyDecision? in
        let start = offset
        guard let decision = play(tap, on: simulation, at: &offset) else { return nil }
        let up = start + (tap.up - .zero)
        return StrategyDecision(
          kind: decision.outcome.kind, latency: milliseconds(decision.time - up))
      }
      let late = simulation.events[eventsBefore...].filter {
        if case .lateLink = $0.kind { true } else { false }
      }.count
      return (decisions, late)
    }

    /// Plays one tap's steps (without its page answers) from `offset`; its
    /// first decision. Moves `offset` past it.
    static func play(_ tap: Tap, on simulation: Simulation, at offset: inout Instant)
      -> Decision?
    {
      let steps = tap.recording.scenario.steps.filter {
        if case .answer = $0.command { false } else { true }
      }
      let before = simulation.decisions.count
      simulation.advance(to: offset)
      if let url = tap.recording.scenario.pages.values.first?.url { simulation.play(.select(url)) }
      for step in steps {
        simulation.advance(to: offset + (step.time - .zero))
        simulation.perform(step.command)
      }
      let end = offset + ((steps.last?.time ?? .zero) - .zero) + .seconds(2)
      simulation.advance(to: end, inclusive: true)
      offset = end + .seconds(1)
      return simulation.decisions.dropFirst(before).first
    }
  }
}
