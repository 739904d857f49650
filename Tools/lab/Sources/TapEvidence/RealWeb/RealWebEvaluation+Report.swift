@_spi(Lab) import TapOrLink
import TapScript

extension RealWebEvaluation {
  /// The page script's answers on one engine's taps.
  package struct AnswerFigures: Sendable {
    /// Touch-up to the script's first answer after it, ms.
    package var touchUpToAnswer: [Double] = []
    /// Taps with no answer after touch-up.
    package var unanswered = 0
    /// Links by the truth with an answer (requesting a document, or
    /// navigating within it).
    package var links = 0
    /// Links whose last answer was `content`.
    package var linksAnsweredContent = 0
    /// Links that request a document whose last answer was `content`.
    package var documentLinksAnsweredContent = 0
    /// Links whose last answer was `content` in a run where this engine
    /// itself navigated.
    package var navigatedLinksAnsweredContent = 0
    /// Plain content targets with an answer.
    package var plain = 0
    /// Plain content whose last answer was `content`.
    package var plainAnsweredContent = 0
    /// Plain content this engine did not navigate for in the run (its
    /// touch adjustment may move a tap onto a link the truth, observed with
    /// a one-pixel point, did not reach).
    package var plainNotNavigated = 0
    /// Plain content this engine did not navigate for whose last answer was
    /// `content`.
    package var plainNotNavigatedAnsweredContent = 0
    /// Controls and link elements that do not navigate, with an answer.
    package var controls = 0
    /// Controls and link elements that do not navigate whose last answer
    /// was `link` (allowed: they wait).
    package var controlsAnsweredLink = 0
  }

  /// The page script's answers, from the answer steps at their recorded
  /// times. A tap's answer is the last one before the engine's window
  /// closes.
  package static func answerFigures(_ taps: [Tap]) -> AnswerFigures {
    var figures = AnswerFigures()
    for tap in taps {
      let answers = tap.answers
      guard let first = answers.first else {
        figures.unanswered += 1
        continue
      }
      figures.touchUpToAnswer.append(milliseconds(first.time - tap.up))
      let last =
        answers.last { $0.time <= tap.up + TapDefaults.window }?.kind ?? first.kind
      if tap.truth == .link {
        figures.links += 1
        if last == .content {
          figures.linksAnsweredContent += 1
          if tap.observed == "document" { figures.documentLinksAnsweredContent += 1 }
          if tap.engineNavigated { figures.navigatedLinksAnsweredContent += 1 }
        }
      } else if tap.isControl || tap.isInertLink {
        figures.controls += 1
        if last == .link { figures.controlsAnsweredLink += 1 }
      } else {
        figures.plain += 1
        if last == .content { figures.plainAnsweredContent += 1 }
        if !tap.engineNavigated {
          figures.plainNotNavigated += 1
          if last == .content { figures.plainNotNavigatedAnsweredContent += 1 }
        }
      }
    }
    return figures
  }

  /// The tables of Docs/RealWeb.md, in Markdown, for every engine of
  /// `recordings`; `notRecorded` lists, by engine, why targets were not
  /// recorded (one reason a target).
  package static func report(_ recordings: [PageRecording], notRecorded: [String: [String]])
    -> [String]
  {
    let all = taps(recordings)
    let engines = RealPageEvaluation.ordered(all.map(\.recording.engine))
    var lines = [
      "Gestures right by truth, links called taps, content called links (single taps):", "",
      "| engine | strategy | taps | right | links called taps | of them requesting a document | of them where this engine navigated | content called links |",
      "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    var latency = [
      "Content taps, two answers (decided `tap` or `control`, not a link): touch-up to decision, ms (p50 / p95 / max):",
      "",
      "| engine | strategy | plain content, all pages | plain, mobile viewport | plain, zoomed out | controls | links that do not navigate |",
      "|---|---|---|---|---|---|---|",
    ]
    var answers = [
      "The page script's answers (recorded live; an answer is the last before the window closes):",
      "",
      "| engine | taps answered | touch-up → first answer, ms (p50 / p95 / max) | links answered `content` (requesting a document; where this engine navigated) | plain content answered `content` | the same where this engine did not navigate | controls and inert links answered `link` |",
      "|---|---:|---|---:|---:|---:|---:|",
    ]
    for engine in engines {
      let mine = all.filter { $0.recording.engine == engine }
      for figures in figures(mine) {
        lines.append(
          "| \(engine) | \(figures.strategy) | \(figures.taps) | \(figures.right) | "
            + "\(figures.linksCalledTaps) of \(figures.links) | "
            + "\(figures.documentLinksCalledTaps) of \(figures.documentLinks) | "
            + "\(figures.linksCalledTapsThoughNavigated) | "
            + "\(figures.contentCalledLinks) of \(figures.content) |")
        let cells = [
          figures.plain, figures.plainMobile, figures.plainZoomed, figures.controls,
          figures.inertLinks,
        ].map {
          let summary = LatencySummary($0)
          return summary.cells.joined(separator: " / ") + " (\(summary.count))"
        }
        latency.append(
          "| \(engine) | \(figures.strategy) | " + cells.joined(separator: " | ") + " |")
      }
      let answered = answerFigures(mine)
      let share = percent(answered.plainAnsweredContent, of: answered.plain)
      let shareNotNavigated = percent(
        answered.plainNotNavigatedAnsweredContent, of: answered.plainNotNavigated)
      answers.append(
        "| \(engine) | \(mine.count - answered.unanswered) of \(mine.count) | "
          + LatencySummary(answered.touchUpToAnswer).cells.joined(separator: " / ") + " | "
          + "\(answered.linksAnsweredContent) of \(answered.links) "
          + "(\(answered.documentLinksAnsweredContent); "
          + "\(answered.navigatedLinksAnsweredContent)) | "
          + "\(answered.plainAnsweredContent) of \(answered.plain) (\(share)) | "
          + "\(answered.plainNotNavigatedAnsweredContent) of \(answered.plainNotNavigated) "
          + "(\(shareNotNavigated)) | "
          + "\(answered.controlsAnsweredLink) of \(answered.controls) |")
    }
    var missing = [
      "Targets not recorded, and why:", "", "| engine | not recorded | why |", "|---|---:|---|",
    ]
    for engine in notRecorded.keys.sorted() {
      let reasons = notRecorded[engine] ?? []
      var counts: [String: Int] = [:]
      for reason in reasons { counts[reason, default: 0] += 1 }
      if counts.isEmpty { missing.append("| \(engine) | 0 | – |") }
      for (reason, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
        missing.append("| \(engine) | \(count) | \(reason) |")
      }
    }
    return lines + [""] + latency + [""] + answers + [""]
      + threeWayReport(all, engines: engines) + [""] + missing
  }

  /// `part` of `whole` as a percentage with one decimal, or `–`.
  static func percent(_ part: Int, of whole: Int) -> String {
    guard whole > 0 else { return "–" }
    return NumberText.shortest((Double(part) * 1000 / Double(whole)).rounded() / 10) + " %"
  }
}
