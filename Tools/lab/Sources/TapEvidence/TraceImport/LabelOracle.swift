@_spi(Lab) import TapOrLink
import TapScript

/// The outcomes a timeline's labels imply under the scenario contract: the
/// expectations of an imported scenario.
///
/// Each stroke that starts a gesture (it touches down when no finger is
/// down) ends as its label says: a `tap` at its up plus the window, with
/// the up point; a `move` as `moved` at its first event more than the slop
/// from its down point; a `long_press` as `longpress` at its down plus the
/// long-press time. A finger that touches down while that gesture is still
/// undecided by its label (the tap's finger still down, before the move
/// passes the slop, before the long press) makes it `multitouch` instead,
/// and gets no gesture of its own; so does a finger that touches down while
/// another is down. Where the recorded path cannot give the label's outcome
/// (a tap that travels past the slop, a move that never does, a long press
/// that moves or lifts first), the label still decides the expectation and
/// a note says why the engine will disagree: the run is the judge.
enum LabelOracle {
  /// The engine settings the expectations assume.
  struct Settings: Sendable {
    var slop: Double = TapDefaults.slop
    var window: Duration = TapDefaults.window
    var longPress: Duration = TapDefaults.longPress
  }

  /// Where an event falls among those of one instant: steps in timeline
  /// order, then timers in the order they were armed.
  struct Order: Comparable, Sendable {
    var time: Instant
    var isTimer: Bool
    var sequence: Int

    static func < (lhs: Order, rhs: Order) -> Bool {
      (lhs.time, lhs.isTimer ? 1 : 0, lhs.sequence) < (rhs.time, rhs.isTimer ? 1 : 0, rhs.sequence)
    }
  }

  /// One expected outcome.
  struct Expected: Sendable {
    var order: Order
    /// What the engine decides (its trace line is the expectation).
    var outcome: Outcome
    var stroke: Int
  }

  /// One step of the merged timeline: sample `sample` of stroke `stroke`.
  struct Moment: Sendable {
    var stroke: Int
    var sample: Int
  }

  /// The expected outcomes, in trace order, and notes on each stroke.
  static func outcomes(
    of strokes: [PlacedStroke], timeline: [Moment], settings: Settings = Settings(),
    view: String
  ) -> (outcomes: [Expected], notes: [Int: [String]]) {
    var walk = Walk(strokes: strokes, settings: settings, view: view)
    for (sequence, moment) in timeline.enumerated() {
      walk.step(moment, sequence: sequence)
    }
    walk.end()
    return (walk.outcomes.sorted { $0.order < $1.order }, walk.notes)
  }

  private struct Walk {
    let strokes: [PlacedStroke]
    let settings: Settings
    let view: String
    var outcomes: [Expected] = []
    var notes: [Int: [String]] = [:]
    var down: Set<FingerID> = []
    /// The gesture whose first finger is down and whose label has not yet
    /// decided it, with the instant its label decides it (a tap's finger
    /// stays undecided until it lifts).
    var active: (stroke: Int, downSequence: Int, decision: Order?)?
    var crossings: [Int: Int] = [:]

    init(strokes: [PlacedStroke], settings: Settings, view: String) {
      self.strokes = strokes
      self.settings = settings
      self.view = view
    }

    mutating func note(_ stroke: Int, _ text: String) { notes[stroke, default: []].append(text) }

    mutating func step(_ moment: Moment, sequence: Int) {
      let placed = strokes[moment.stroke]
      let time = placed.times[moment.sample]
      let order = Order(time: time, isTimer: false, sequence: sequence)
      if moment.sample == placed.firstSample(beyond: settings.slop) {
        crossings[moment.stroke] = sequence
      }
      if let gesture = active, let decision = decision(of: gesture, sequence: sequence),
        decision <= order
      {
        active = nil
        decide(gesture.stroke, downSequence: gesture.downSequence, at: decision)
      }
      let finger = placed.stroke.finger
      switch placed.stroke.samples[moment.sample].phase {
      case .down:
        guard !down.contains(finger) else { return }
        if down.isEmpty {
          active = (moment.stroke, sequence, nil)
          describe(moment.stroke)
        } else if let gesture = active {
          active = nil
          outcomes.append(Expected(order: order, outcome: .multiTouch, stroke: gesture.stroke))
          note(
            gesture.stroke,
            "but stroke \(placed.stroke.key.stroke) touches down at \(time), while this one is "
              + "undecided: expect multitouch instead")
          note(
            moment.stroke,
            "touches down while stroke \(strokes[gesture.stroke].stroke.key.stroke) is "
              + "undecided: part of its multitouch, no gesture of its own")
        } else {
          note(moment.stroke, "touches down while another finger is down: no gesture of its own")
        }
        down.insert(finger)
      case .up:
        down.remove(finger)
        if let gesture = active, gesture.stroke == moment.stroke {
          active = nil
          decide(gesture.stroke, downSequence: gesture.downSequence, at: order, lifted: true)
        }
      case .move, .cancel:
        break
      }
    }

    /// When the label decides the active gesture while its finger is down.
    func decision(of gesture: (stroke: Int, downSequence: Int, decision: Order?), sequence: Int)
      -> Order?
    {
      let placed = strokes[gesture.stroke]
      switch placed.label.label {
      case .tap: return nil
      case .move:
        guard let crossing = crossings[gesture.stroke],
          let index = placed.firstSample(beyond: settings.slop)
        else { return nil }
        return Order(time: placed.times[index], isTimer: false, sequence: crossing)
      case .longPress:
        return Order(
          time: placed.times[0] + settings.longPress, isTimer: true,
          sequence: gesture.downSequence)
      }
    }

    mutating func end() {
      if let gesture = active {
        active = nil
        let placed = strokes[gesture.stroke]
        let last = placed.times.last ?? .zero
        decide(
          gesture.stroke, downSequence: gesture.downSequence,
          at: Order(time: last, isTimer: false, sequence: Int.max))
      }
    }

    /// Records the label's outcome for a gesture; `order` is the step that
    /// decides it, or its finger's up when `lifted`.
    mutating func decide(_ stroke: Int, downSequence: Int, at order: Order, lifted: Bool = false) {
      let placed = strokes[stroke]
      switch placed.label.label {
      case .tap:
        let upIndex = placed.points.count - 1
        let point = placed.points[upIndex]
        let time = order.time + settings.window
        outcomes.append(
          Expected(
            order: Order(time: time, isTimer: true, sequence: order.sequence),
            outcome: .tap(view: ViewID(view), point: point), stroke: stroke))
        if !placed.stroke.hasUp {
          note(stroke, "the recording ends with the finger down: the engine cannot see a tap")
        }
      case .move:
        outcomes.append(Expected(order: order, outcome: .moved, stroke: stroke))
      case .longPress:
        let time = placed.times[0] + settings.longPress
        outcomes.append(
          Expected(
            order: Order(time: time, isTimer: true, sequence: downSequence),
            outcome: .longPress, stroke: stroke))
        if lifted, order.time < time {
          note(
            stroke,
            "the finger lifts at \(order.time), before the long-press time: the engine will "
              + "not say longpress")
        }
      }
    }

    /// Notes what the label expects of a gesture and whether the recorded
    /// path allows it.
    mutating func describe(_ stroke: Int) {
      let placed = strokes[stroke]
      let slop = NumberText.shortest(settings.slop)
      let furthest = Self.points(placed.furthest())
      switch placed.label.label {
      case .tap:
        note(stroke, "as labelled: expect tap at its up + \(Instant.zero + settings.window)")
        if placed.firstSample(beyond: settings.slop) != nil {
          note(
            stroke,
            "it travels \(furthest), more than the slop of \(slop) pt: the engine will say moved")
        } else {
          note(stroke, "furthest travel \(furthest) (slop \(slop) pt)")
        }
      case .move:
        if let index = placed.firstSample(beyond: settings.slop) {
          note(
            stroke,
            "as labelled: expect moved at \(placed.times[index]), its first event more than \(slop) pt from "
              + "the down point (furthest \(furthest))")
        } else {
          note(
            stroke,
            "as labelled: expect moved, but it never travels more than the slop of \(slop) pt (furthest "
              + "\(furthest)): the engine will not say moved")
        }
      case .longPress:
        let deadline = placed.times[0] + settings.longPress
        note(
          stroke,
          "as labelled: expect longpress at its down + \(Instant.zero + settings.longPress)")
        if let index = placed.firstSample(beyond: settings.slop), placed.times[index] <= deadline {
          note(
            stroke,
            "it travels \(Self.points(placed.furthest(until: deadline))) before then, more than "
              + "the slop of \(slop) pt: the engine will say moved at \(placed.times[index])")
        } else {
          note(
            stroke,
            "furthest travel before then \(Self.points(placed.furthest(until: deadline))) "
              + "(slop \(slop) pt)")
        }
      }
    }

    static func points(_ value: Double) -> String {
      "\(NumberText.shortest((value * 100).rounded() / 100)) pt"
    }
  }
}
