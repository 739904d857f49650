import TapOrLink
import TapScript

extension RealWebEvaluation {
  /// One strategy's three answers on one engine's taps, judged by the
  /// truth in three (``Tap/judged3``): links, the page's own controls, and
  /// plain content.
  package struct ThreeWay: Sendable {
    /// The strategy.
    package var strategy: String
    /// Taps judged, by truth (`link`, `control`, `content`) and outcome
    /// (`link`, `control`, `tap`, or another).
    package var counts: [TruthKind: [OutcomeKind: Int]] = [:]
    /// Controls by the truth that this run's click did not land on
    /// (``Tap/clickedElsewhere``), judged as content.
    package var clickedElsewhere = 0
    /// The outcomes of the taps that are controls as the targets file
    /// writes its truth (``Tap/writtenTruth3``), before any is judged by
    /// this run's click: the figures as written, beside the judged ones.
    package var writtenControls: [OutcomeKind: Int] = [:]
    /// The browser's click to a `control` decision, ms, for controls on
    /// pages with a mobile viewport.
    package var controlFromClickMobile: [Double] = []
    /// The same on every page.
    package var controlFromClick: [Double] = []
    /// Touch-up to the decision, ms, for every tap that is not a link by
    /// the truth, whatever was decided.
    package var nonLinkFromUp: [Double] = []
    /// The same on pages with a mobile viewport.
    package var nonLinkFromUpMobile: [Double] = []
    /// Touch-up to `tap`, ms, for plain content decided `tap` on pages
    /// with a mobile viewport.
    package var contentMobile: [Double] = []
    /// The same on every page.
    package var content: [Double] = []

    /// The taps with truth `truth` decided `outcome`.
    package func count(_ truth: TruthKind, _ outcome: OutcomeKind) -> Int {
      counts[truth]?[outcome] ?? 0
    }

    /// The taps with truth `truth`.
    package func total(_ truth: TruthKind) -> Int { counts[truth]?.values.reduce(0, +) ?? 0 }
  }

  /// The three answers of every strategy on one engine's taps.
  package static func threeWay(_ taps: [Tap]) -> [ThreeWay] {
    strategies.map { strategy in
      var figures = ThreeWay(strategy: strategy)
      let decided =
        strategy == "adaptive"
        ? Replay.adaptive(taps).decisions : decisions(taps, strategy: strategy)
      for (tap, decision) in zip(taps, decided) {
        guard let decision else { continue }
        let truth = tap.judged3
        figures.counts[truth, default: [:]][decision.kind, default: 0] += 1
        if tap.clickedElsewhere { figures.clickedElsewhere += 1 }
        if tap.writtenTruth3 == .control {
          figures.writtenControls[decision.kind, default: 0] += 1
        }
        guard truth != .link else { continue }
        figures.nonLinkFromUp.append(decision.latency)
        if !tap.isZoomedOut { figures.nonLinkFromUpMobile.append(decision.latency) }
        if truth == .control, decision.kind == .control, let click = tap.click {
          let fromClick = decision.latency - milliseconds(click - tap.up)
          figures.controlFromClick.append(fromClick)
          if !tap.isZoomedOut { figures.controlFromClickMobile.append(fromClick) }
        }
        if truth == .content, decision.kind == .tap {
          figures.content.append(decision.latency)
          if !tap.isZoomedOut { figures.contentMobile.append(decision.latency) }
        }
      }
      return figures
    }
  }

  /// How long after the browser's click a control's handler started a
  /// navigation, ms: for every tap whose click landed on a control in this
  /// run (the recorder's word `effects=control`) and after which this engine
  /// asked for a navigation, the click to the first counted request or
  /// same-document navigation. The control wait must cover the latest.
  package static func handlerNavigations(_ taps: [Tap]) -> [Double] {
    taps.compactMap { tap in
      guard tap.effects == "control", let click = tap.click else { return nil }
      let navigation = tap.recording.scenario.steps.first { step in
        step.time >= click && isCountedNavigation(step.command)
      }
      return navigation.map { milliseconds($0.time - click) }
    }
  }

  /// How long after the page script's `control` answer at the click a
  /// counted request or same-document navigation came, ms: for every tap
  /// whose script answered `control` when the browser clicked and that then
  /// navigated anyway (a handler's navigation the script did not see). The
  /// control wait must cover those that the click's own task started.
  package static func requestsAfterControlAnswers(_ taps: [Tap]) -> [Double] {
    taps.compactMap { tap in
      guard let click = tap.click,
        let answer = tap.answers.first(where: { $0.time >= click && $0.kind == .control })
      else { return nil }
      let navigation = tap.recording.scenario.steps.first { step in
        step.time >= answer.time && isCountedNavigation(step.command)
      }
      return navigation.map { milliseconds($0.time - answer.time) }
    }
  }

  /// Whether a recorded step is a request or same-document navigation
  /// that counts as a link activation.
  private static func isCountedNavigation(_ command: Command) -> Bool {
    switch command {
    case .input(.request(let request)):
      request.isMainFrame && TapDefaults.activation.contains(request.type)
    case .input(.sameDocument(let navigation)): navigation.kind != .traverse
    default: false
    }
  }

  /// The three answers' tables, in Markdown, for every engine of `taps`.
  static func threeWayReport(_ all: [Tap], engines: [String]) -> [String] {
    var lines = [
      "Three answers (truth in three: link, control, content; a control by the truth that "
        + "this run's click did not land on, the page not reacting, is judged content, in "
        + "every engine; the last column counts the controls as the truth is written):", "",
      "| engine | strategy | controls decided `control` | controls decided `tap` | links decided `control` | content decided `control` | controls this run's click missed (judged content) | as written: controls decided `control` / `tap` |",
      "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    var latency = [
      "Three answers, how fast: ms (p50 / p95 / max, count):", "",
      "| engine | strategy | click → `control`, mobile viewport | click → `control`, all pages | touch-up → decision, not links | the same, mobile viewport | touch-up → `tap`, content, mobile viewport |",
      "|---|---|---|---|---|---|---|",
    ]
    var handlers = [
      "A control's handler navigating: the browser's click to the request, ms "
        + "(the control wait covers the latest):", "",
      "| engine | taps | p50 / p95 / max | after a `control` answer at the click: taps, p50 / p95 / max |",
      "|---|---:|---|---|",
    ]
    func cell(_ values: [Double]) -> String {
      let summary = LatencySummary(values)
      return summary.cells.joined(separator: " / ") + " (\(summary.count))"
    }
    for engine in engines {
      let mine = all.filter { $0.recording.engine == engine }
      for figures in threeWay(mine) {
        let controls = figures.total(.control)
        let written = figures.writtenControls.values.reduce(0, +)
        lines.append(
          "| \(engine) | \(figures.strategy) | "
            + "\(figures.count(.control, .control)) of \(controls) "
            + "(\(percent(figures.count(.control, .control), of: controls))) | "
            + "\(figures.count(.control, .tap)) | "
            + "\(figures.count(.link, .control)) of \(figures.total(.link)) | "
            + "\(figures.count(.content, .control)) of \(figures.total(.content)) "
            + "(\(percent(figures.count(.content, .control), of: figures.total(.content)))) | "
            + "\(figures.clickedElsewhere) | "
            + "\(figures.writtenControls[.control, default: 0]) of \(written) / "
            + "\(figures.writtenControls[.tap, default: 0]) |")
        latency.append(
          "| \(engine) | \(figures.strategy) | "
            + [
              figures.controlFromClickMobile, figures.controlFromClick, figures.nonLinkFromUp,
              figures.nonLinkFromUpMobile, figures.contentMobile,
            ].map(cell).joined(separator: " | ") + " |")
      }
      let navigations = handlerNavigations(mine)
      let unseen = requestsAfterControlAnswers(mine)
      handlers.append(
        "| \(engine) | \(navigations.count) | "
          + LatencySummary(navigations).cells.joined(separator: " / ") + " | \(unseen.count): "
          + LatencySummary(unseen).cells.joined(separator: " / ") + " |")
    }
    return lines + [""] + latency + [""] + handlers
  }
}
