import TapOrLink
import TapScript

/// Judges the decision strategies on recorded taps of real pages (the
/// scenarios `taporlink import-recording` writes, with the page script's
/// answers at their recorded times): the tables of Docs/RealWeb.md, printed
/// by `swift run taporlink-bench realweb`.
package enum RealWebEvaluation {
  /// The strategies compared.
  package static let strategies = ["seed", "timer", "page_answers", "adaptive"]

  /// One recorded tap, as the evaluation reads it.
  package struct Tap: Sendable {
    /// The recording.
    package var recording: PageRecording
    /// `link` or `content`.
    package var truth: TruthKind
    /// What the truth saw: `document` (a request for a new document, a
    /// window, a download), `same-document`, `none` or `unknown`.
    package var observed: String
    /// Why the target was chosen, in the recorder's words (not outcomes):
    /// `link`, `control`, `text`, …
    package var chosenAs: String
    /// The page's scale: below 1 when shown zoomed out.
    package var scale: Double
    /// When the finger lifted.
    package var up: Instant
    /// The targets file's truth in three (`link`, `control`, `content`),
    /// seen in Chromium; `nil` for a recording without one.
    package var truth3: TruthKind?
    /// What the recorder saw the page do in this run, in its words
    /// (``ObservedPageReaction/word``, not outcomes): `control` (the click landed on
    /// a control), `reacted`, `none`, `no-click`, or `unrecorded`.
    package var effects: String
    /// When the browser's click came in this run, as the recorder's
    /// observer saw it; `nil` when it saw none.
    package var click: Instant?

    /// Whether this run's click landed on no control and the page did not
    /// react, on a target that is a control by the truth: judged by this
    /// run's click, as `content`, in every engine. The truth was seen
    /// without the page script, with DevTools' default touch: in WebKit,
    /// Chromium's touch adjustment is not there at all; in Chromium, the
    /// script's touch listener makes Chromium adjust the touch rather than
    /// the tap, which can move the click elsewhere whatever the finger's
    /// radius (Docs/RealWeb.md). And a truth seen only in DOM changes can be
    /// the page's own timer that fired in the truth's second after the
    /// click. An app sees what the browser did in its own run.
    package var clickedElsewhere: Bool {
      truth3 == .control && ["none", "no-click"].contains(effects)
    }

    /// The truth in three this tap is judged by: `link` by the truth;
    /// `content` where ``clickedElsewhere``; else ``writtenTruth3``.
    package var judged3: TruthKind {
      truth != .link && clickedElsewhere ? .content : writtenTruth3
    }

    /// The truth in three as the targets file writes it: `link` by the
    /// truth; else its `truth3` (or, without one, this run's effects).
    package var writtenTruth3: TruthKind {
      if truth == .link { return .link }
      if let truth3 { return truth3 == .control ? .control : .content }
      return ObservedPageReaction.handled(word: effects) ? .control : .content
    }

    /// Whether the target is a control (buttons, inputs, labels …), counted
    /// apart from plain content: the recorder chose it as `control`.
    package var isControl: Bool { chosenAs == "control" }
    /// Whether the target is a link element that does not navigate (a
    /// `javascript:` link, the current route's link): the recorder chose
    /// it as `link`, and it is content by the truth, counted apart from
    /// plain content.
    package var isInertLink: Bool { chosenAs == "link" && truth == .content }
    /// Whether the target is plain content: text, a heading, an image, an
    /// empty area (or a marked element of a test page).
    package var isPlain: Bool { truth == .content && !isControl && !isInertLink }
    /// Whether the page is shown zoomed out (no mobile viewport).
    package var isZoomedOut: Bool { scale < 0.999 }
    /// Whether this engine itself navigated in the run, as an app sees it:
    /// a request for the main frame (or a new window) of a type that adds
    /// history, or a same-document navigation other than a traverse. The
    /// truth was observed in Chromium; where this engine made no request at
    /// all, an app has nothing to count.
    package var engineNavigated: Bool {
      recording.scenario.steps.contains { step in
        switch step.command {
        case .input(.request(let request)): request.isMainFrame && request.type.addsHistory
        case .input(.sameDocument(let navigation)): navigation.kind != .traverse
        default: false
        }
      }
    }

    /// The recorded tap, or `nil` for another gesture or an older recording
    /// (whose `# recorded:` line has no `truth=link` or `truth=content`).
    package init?(_ recording: PageRecording) {
      guard recording.isSingleTap,
        let truth = recording.details["truth"].flatMap(TruthKind.init(rawValue:)),
        truth != .control,
        let up = recording.scenario.steps.first(where: {
          if case .input(.touch(.up, _, 1, _)) = $0.command { true } else { false }
        })?.time
      else { return nil }
      self.recording = recording
      self.truth = truth
      self.observed = recording.details["observed"] ?? "unknown"
      self.chosenAs = recording.details["chosen"] ?? ""
      self.scale = recording.details["scale"].flatMap(Double.init) ?? 1
      self.up = up
      // `-` (or no word) is a recording without a truth in three.
      self.truth3 = recording.details["truth3"].flatMap(TruthKind.init(rawValue:))
      self.effects = recording.details["effects"] ?? "unrecorded"
      self.click = recording.details["click"].flatMap(Double.init).map {
        .zero + .nanoseconds(Int64(($0 * 1_000_000).rounded()))
      }
    }

    /// The page script's answers after touch-up, with their times.
    package var answers: [(time: Instant, kind: AnswerKind)] {
      recording.scenario.steps.compactMap { step in
        guard case .answer(let kind, _, _) = step.command, step.time >= up else { return nil }
        return (step.time, kind)
      }
    }
  }

  /// One strategy's figures on one engine.
  package struct Figures: Sendable {
    /// The strategy.
    package var strategy: String
    /// Taps judged: those with a decision under the strategy.
    package var taps = 0
    /// Taps decided as the truth says (`link` for a link, `tap` for
    /// content).
    package var right = 0
    /// Links by the truth.
    package var links = 0
    /// Links by the truth decided `tap`.
    package var linksCalledTaps = 0
    /// Links whose truth requested a document (a new document, a window, a
    /// download), as against same-document links.
    package var documentLinks = 0
    /// Links that request a document decided `tap`.
    package var documentLinksCalledTaps = 0
    /// Links called taps in a run where this engine itself navigated: the
    /// engine's own misses, as against links this engine made no request
    /// for.
    package var linksCalledTapsThoughNavigated = 0
    /// Content targets by the truth.
    package var content = 0
    /// Content targets decided neither `tap` nor `control` (called links).
    package var contentCalledLinks = 0
    /// Touch-up to the decision, ms, for plain content decided `tap` or
    /// `control` (not a link) on pages with a mobile viewport.
    package var plainMobile: [Double] = []
    /// The same on pages shown zoomed out.
    package var plainZoomed: [Double] = []
    /// Touch-up to the decision, ms, for the targets the recorder chose as
    /// controls, decided `tap` or `control`.
    package var controls: [Double] = []
    /// Touch-up to the decision, ms, for link elements that do not
    /// navigate, decided `tap` or `control`.
    package var inertLinks: [Double] = []
    /// ``plainMobile`` and ``plainZoomed``: every page.
    package var plain: [Double] { plainMobile + plainZoomed }
    /// Requests the full window would have counted that came after their
    /// gesture was decided `tap` (the adaptive window's late links).
    package var lateLinks = 0
  }

  /// Every tap of `recordings` that the evaluation reads.
  package static func taps(_ recordings: [PageRecording]) -> [Tap] {
    recordings.compactMap(Tap.init)
  }

  /// The figures of every strategy on one engine's taps.
  package static func figures(_ taps: [Tap]) -> [Figures] {
    strategies.map { strategy in
      var figures = Figures(strategy: strategy)
      let decided: [StrategyDecision?]
      if strategy == "adaptive" {
        (decided, figures.lateLinks) = Replay.adaptive(taps)
      } else {
        decided = decisions(taps, strategy: strategy)
      }
      for (tap, decision) in zip(taps, decided) {
        guard let decision else { continue }
        figures.taps += 1
        // Two answers here: a control is not a link (the three answers
        // are `ThreeWay`'s).
        let isTap = decision.kind == .tap || decision.kind == .control
        if tap.truth == .link {
          figures.links += 1
          if isTap { figures.linksCalledTaps += 1 }
          if isTap && tap.engineNavigated { figures.linksCalledTapsThoughNavigated += 1 }
          if tap.observed == "document" {
            figures.documentLinks += 1
            if isTap { figures.documentLinksCalledTaps += 1 }
          }
          if !isTap { figures.right += 1 }
        } else {
          figures.content += 1
          if !isTap { figures.contentCalledLinks += 1 }
          guard isTap else { continue }
          figures.right += 1
          if tap.isControl {
            figures.controls.append(decision.latency)
          } else if tap.isInertLink {
            figures.inertLinks.append(decision.latency)
          } else if tap.isZoomedOut {
            figures.plainZoomed.append(decision.latency)
          } else {
            figures.plainMobile.append(decision.latency)
          }
        }
      }
      return figures
    }
  }

  /// A tap's first decision under a strategy: its kind (`tap`, `control`
  /// or `link`; any other counts as not a tap), and ms from touch-up to it.
  package struct StrategyDecision: Sendable {
    /// What was decided.
    package var kind: OutcomeKind
    /// Milliseconds from the first finger's touch-up to the decision.
    package var latency: Double
  }

  /// The first decision of each tap under `strategy`; `nil` where none.
  static func decisions(_ taps: [Tap], strategy: String) -> [StrategyDecision?] {
    switch strategy {
    case "seed":
      return taps.map { tap in
        let steps = tap.recording.scenario.steps
        guard let kind = SeedPageRule.outcomes(steps).first else { return nil }
        if kind == .tap {
          return StrategyDecision(kind: .tap, latency: milliseconds(SeedPageRule.timer))
        }
        let request = steps.first {
          if case .input(.request) = $0.command { true } else { false }
        }
        return StrategyDecision(
          kind: kind, latency: request.map { milliseconds($0.time - tap.up) } ?? 0)
      }
    case "adaptive":
      return Replay.adaptive(taps).decisions
    default:
      return taps.map { tap in
        var scenario = tap.recording.scenario
        if strategy == "timer" {
          scenario.config.pageAnswers = .off
          scenario.steps = scenario.steps.filter {
            if case .answer = $0.command { false } else { true }
          }
        } else {
          scenario.config.pageAnswers = .manual
        }
        guard let simulation = try? ScenarioRunner.play(scenario),
          let first = simulation.decisions.min(by: { $0.gesture < $1.gesture })
        else { return nil }
        return StrategyDecision(
          kind: first.outcome.kind, latency: milliseconds(first.time - tap.up))
      }
    }
  }

  package static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
  }
}
