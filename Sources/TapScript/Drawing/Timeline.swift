@_spi(Lab) import TapOrLink

/// What a timeline picture shows for one run of a scenario: a lane a
/// finger, a lane of requests, a lane of decisions, and lanes for the other
/// events, each with its marks and spans in virtual time.
///
/// Built from a ``ScenarioResult`` alone (its scenario, engine events and
/// trace), so the picture shows the same run every report shows.
struct Timeline: Sendable {
  /// The shape a mark is drawn with.
  enum Symbol: Hashable, Sendable {
    case down, move, up, cancel, request, answer, decision, event
  }

  /// One thing at one instant.
  struct Mark: Hashable, Sendable {
    var time: Instant
    var symbol: Symbol
    var label: String
    /// The colour's name in ``TimelinePalette``.
    var tone: String
  }

  /// Something that lasts: a finger held down, a gesture's window.
  struct Span: Hashable, Sendable {
    enum Style: Hashable, Sendable { case held, window }
    var start: Instant
    var end: Instant
    var style: Style
    var label: String
    /// For a window, when its gesture was decided (the rest of the window
    /// is drawn faint).
    var decided: Instant?
  }

  /// A vertical tick at an instant, such as a long-press deadline.
  struct Deadline: Hashable, Sendable {
    var time: Instant
    var label: String
    /// Whether the gesture was still undecided, its finger down, then.
    var live: Bool
  }

  /// One row of the picture.
  struct Lane: Hashable, Sendable {
    var title: String
    var marks: [Mark] = []
    var spans: [Span] = []
    var deadlines: [Deadline] = []
  }

  var name: String
  var path: String
  var status: String
  var lanes: [Lane]
  /// A few sentences saying what the picture shows, for readers who cannot
  /// see it.
  var description: String

  /// The last instant anything in the picture reaches.
  var end: Instant {
    var end = Instant.zero
    for lane in lanes {
      for mark in lane.marks { end = max(end, mark.time) }
      for span in lane.spans { end = max(end, span.end) }
      for deadline in lane.deadlines { end = max(end, deadline.time) }
    }
    return end
  }

  init(_ result: ScenarioResult) {
    name = result.name.isEmpty ? result.path : result.name
    path = result.path
    status = result.statusWord
    var fingers: [Int: Lane] = [:]
    var order: [Int] = []
    // Only the first sentences are said (the rest are counted), so they
    // are made only while there is room.
    var sentences: [String] = []
    var unsaid = 0
    func say(_ sentence: @autoclosure () -> String) {
      if sentences.count < Self.maximumSentences {
        sentences.append(sentence())
      } else {
        unsaid += 1
      }
    }
    func lane(_ finger: Int) -> Lane {
      if let existing = fingers[finger] { return existing }
      order.append(finger)
      return Lane(title: "finger \(finger)")
    }
    var downs: [Int: Instant] = [:]
    for step in result.scenario?.steps ?? [] {
      let finger: Int
      let symbol: Symbol
      let label: String
      switch step.command {
      case .input(.touch(.cancel, _, let id, _)):
        finger = id.number
        symbol = .cancel
        label = "cancel"
      case .input(.touch(let phase, let point, let id, _)):
        finger = id.number
        symbol = phase == .down ? .down : phase == .move ? .move : .up
        label = phase == .move ? "" : "\(phase.rawValue) \(Self.point(point))"
      default:
        continue
      }
      var row = lane(finger)
      if symbol == .down {
        downs[finger] = step.time
      } else if symbol == .up || symbol == .cancel, let down = downs.removeValue(forKey: finger) {
        row.spans.append(Span(start: down, end: step.time, style: .held, label: ""))
      }
      if symbol != .move {
        say("finger \(finger) \(label) at \(step.time)")
      }
      row.marks.append(Mark(time: step.time, symbol: symbol, label: label, tone: "touch"))
      fingers[finger] = row
    }
    // A finger still down when the run ended is drawn held to its end.
    var last: Instant?
    for step in result.scenario?.steps ?? [] { last = max(last ?? step.time, step.time) }
    for event in result.trace { last = max(last ?? event.time, event.time) }
    for (finger, down) in downs {
      guard let last, last > down, var row = fingers[finger] else { continue }
      row.spans.append(Span(start: down, end: last, style: .held, label: ""))
      fingers[finger] = row
    }
    var requests = Lane(title: "requests")
    var decisions = Lane(title: "decisions")
    let longPress = result.scenario?.config.longPress
    for kept in result.keptEvents {
      let event = kept.event
      switch event.kind {
      case .answered(let request, let policy):
        var kind = request.type.rawValue
        if !request.isMainFrame { kind += ", subframe" }
        if request.opensNewWindow { kind += ", new window" }
        let label = "\(request.url) (\(kind)) \(policy.rawValue)"
        requests.marks.append(
          Mark(time: event.time, symbol: .request, label: label, tone: "request"))
        say("request \(request.url) of type \(kind) at \(event.time), \(policy)")
      case .decided(let decision):
        let outcome = decision.outcome
        var label = outcome.name
        if case .tap(let view, _) = outcome { label += " \(view)" }
        label += " \(decision.gesture)"
        decisions.marks.append(
          Mark(time: decision.time, symbol: .decision, label: label, tone: outcome.name))
        say("gesture \(decision.gesture) decided \(outcome.name) at \(decision.time)")
        let evidence = decision.evidence
        var row = lane(evidence.finger.number)
        if let up = evidence.upTime, let end = evidence.windowEnd {
          row.spans.append(
            Span(
              start: up, end: end, style: .window,
              label: "\(decision.gesture) window \((end - up).millisecondsText)",
              decided: decision.time))
          say("gesture \(decision.gesture)'s window open from \(up) to \(end)")
        }
        if let longPress {
          // Drawn faint when the finger lifted or the gesture was decided
          // before it: the deadline was there, but did not matter.
          let deadline = evidence.downTime + longPress
          let live = (evidence.upTime ?? decision.time) >= deadline
          row.deadlines.append(
            Deadline(
              time: deadline, label: "long press \(longPress.millisecondsText)", live: live))
        }
        fingers[evidence.finger.number] = row
      default:
        continue
      }
    }
    var answers = Lane(title: "page answers")
    var others = Lane(title: "page & app")
    var extra: [String: Lane] = [:]
    var extraOrder: [String] = []
    let drawnElsewhere: Set<String> = ["deliver", "route", "allow", "block"]
    for event in result.trace where !drawnElsewhere.contains(event.name) && !event.isOutcome {
      let label = ([event.name] + event.arguments).joined(separator: " ")
      if event.name == "answer" {
        // What the page said is under a finger (`answer KIND at X Y`, or
        // `answer KIND gesture N`).
        answers.marks.append(
          Mark(
            time: event.time, symbol: .answer, label: event.arguments.joined(separator: " "),
            tone: "answer"))
      } else if event.name == "late-link" {
        // A request that would have made a link came after its gesture was
        // decided a tap: shown with the decisions it puts in doubt.
        decisions.marks.append(
          Mark(
            time: event.time, symbol: .event,
            label: "late link " + event.arguments.joined(separator: " late by "), tone: "late"))
      } else if TraceEventKind(name: event.name) != nil {
        others.marks.append(Mark(time: event.time, symbol: .event, label: label, tone: "event"))
      } else {
        // An event kind this drawing does not know: a lane of its own, so
        // new kinds of events still show.
        if extra[event.name] == nil { extraOrder.append(event.name) }
        var row = extra[event.name] ?? Lane(title: event.name)
        row.marks.append(
          Mark(
            time: event.time, symbol: .event, label: event.arguments.joined(separator: " "),
            tone: "event"))
        extra[event.name] = row
      }
      say("\(label) at \(event.time)")
    }
    lanes = order.compactMap { fingers[$0] } + [requests]
    if !answers.marks.isEmpty { lanes.append(answers) }
    lanes.append(decisions)
    if !others.marks.isEmpty { lanes.append(others) }
    lanes += extraOrder.compactMap { extra[$0] }
    let head = "Timeline of the scenario “\(name)” (\(status)), times in milliseconds."
    let said = sentences.map { $0.prefix(1).uppercased() + $0.dropFirst() + "." }
    let more = unsaid
    description = ([head] + said + (more > 0 ? ["And \(more) more events."] : []))
      .joined(separator: " ")
  }

  /// The most sentences ``description`` says; the rest are counted.
  static let maximumSentences = 2_000

  static func point(_ point: Point) -> String {
    "\(NumberText.shortest(point.x)),\(NumberText.shortest(point.y))"
  }
}
