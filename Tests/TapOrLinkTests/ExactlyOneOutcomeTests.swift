import TapOrLink
import Testing

/// SplitMix64 (Steele, Lea and Flood): a tiny, fast, well-mixed generator
/// whose output depends only on its seed, so every run plays the same
/// sequences.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// `true` with the given chance in percent.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// A coordinate in `low..<high`, in quarter points.
  mutating func coordinate(_ low: Int, _ high: Int) -> Double {
    Double(low) + Double(below((high - low) * 4)) / 4
  }
}

@Suite("Every gesture ends in exactly one outcome")
struct ExactlyOneOutcomeTests {
  /// Plays one pseudo-random sequence of touches, requests, view changes,
  /// history steps and bad events, checking the engine against a small
  /// model of which fingers are down and which gestures started.
  static func play(seed: UInt64) throws -> Report {
    var random = SplitMix64(seed: seed)
    let slop = [0.0, 4, 10, 25][random.below(4)]
    let window = Duration.milliseconds(Int64([0, 100, 750][random.below(3)]))
    let longPress: Duration? =
      random.chance(25) ? nil : .milliseconds(Int64(100 + random.below(600)))
    let probe = ContentProbe { point in
      point.y < 100 ? .link : point.y < 220 ? .control : point.y < 300 ? .content : .unknown
    }
    let bridge = SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"],
      allowedOrigins: [Origin("https://example.com")!])
    let strategies: [DecisionStrategy] = [.timer, .probe(probe), .pageAnswers]
    let adaptiveWindow = random.chance(30) ? AdaptiveWindow(observations: 2) : nil
    // Each sequence under one double-tap mode, with the default interval
    // and distance.
    let doubleTap = DoubleTapMode.allCases[random.below(DoubleTapMode.allCases.count)]
    let configuration = OverlayConfiguration(
      window: window, slop: slop, longPress: longPress,
      strategy: strategies[random.below(3)], bridge: bridge, adaptiveWindow: adaptiveWindow,
      doubleTap: doubleTap)
    let interval = configuration.doubleTapInterval
    // Not exhaustive: random input; the invariants below are the check.
    let h = try Harness(
      configuration: configuration, router: TouchRouter(priorityViews: ["toolbar", "footer"]),
      exhaustive: false)

    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { problems.append(message()) }
    }

    // The model: which fingers are down (and whether the engine owns them),
    // where each last was, when input last came, and how many gestures
    // started.
    var down: [FingerID: (engine: Bool, point: Point)] = [:]
    var lastInput = 0.0
    var started = 0
    var time = 0.0
    // Held double taps: each gesture a second touch-down joined (the
    // pair is one gesture, numbered as its first).
    var joined: [UInt64] = []
    // The first dismissal reported about each gesture the engine took it
    // for, and the instant a report decided a gesture (a held tap).
    var dismissals: [UInt64: Dismissal] = [:]
    // What made each gesture's first down.
    var pointers: [UInt64: Pointer] = [:]
    var dismissedAt: [UInt64: Instant] = [:]
    let overlayFrame = rect(0, 0, 320, 480)

    func clock() -> Double {
      max(lastInput, h.decisions.map(\.time.milliseconds).max() ?? 0)
    }

    func freshPoint() -> Point {
      if random.chance(15) {
        return pt(random.coordinate(-20, 340), random.coordinate(480, 560))  // below: the toolbar
      }
      return pt(random.coordinate(0, 320), random.coordinate(0, 480))
    }

    // Where and when an engine finger last lifted: a second tap comes down
    // near it.
    var lastLift: Point?
    var lastLiftTime = 0.0
    func downPoint(pairing: Bool) -> Point {
      guard let lastLift, random.chance(pairing ? 90 : 40) else { return freshPoint() }
      let reach = [4, 20, 44, 60][random.below(4)]
      return lastLift.offset(by: random.coordinate(-reach, reach), random.coordinate(-reach, reach))
    }

    func point(near finger: FingerID) -> Point {
      guard let last = down[finger]?.point, random.chance(80) else { return freshPoint() }
      let reach = [2, 6, 12, 40][random.below(4)]
      let dx = random.coordinate(-reach, reach)
      let dy = random.coordinate(-reach, reach)
      return last.offset(by: dx, dy)
    }

    func touch(
      _ phase: TouchPhase, _ finger: FingerID, at time: Double, still: Bool = false,
      pairing: Bool = false
    ) {
      let location =
        phase == .down
        ? downPoint(pairing: pairing) : still ? down[finger]?.point ?? .zero : point(near: finger)
      // A touch stamped in the past is taken at the engine's clock, as
      // every input is (and reported): the model treats it as at `clock()`.
      let backwards = time < clock()
      let known = down[finger]
      var begins = false
      let expected: TouchDisposition
      if phase == .down, known != nil {
        expected = .ignored(.fingerAlreadyDown(finger))
      } else if phase != .down, known == nil {
        expected = .ignored(.fingerNotDown(finger, phase))
      } else if phase == .down {
        let engine = overlayFrame.contains(location)
        begins = engine && !down.values.contains(where: \.engine)
        down[finger] = (engine, location)
        expected = engine ? .delivered(to: "any", awaitingNavigation: nil) : .outsideOverlay
      } else {
        let engine = known!.engine
        if phase == .move { down[finger]?.point = location } else { down[finger] = nil }
        if phase == .up, engine {
          lastLift = location
          lastLiftTime = max(time, clock())
        }
        expected = engine ? .delivered(to: "any", awaitingNavigation: nil) : .outsideOverlay
      }
      if !backwards { lastInput = time }

      let taken = max(time, clock())
      h.at(time)
      let latest = h.overlay.latestGesture
      // Mostly a finger; now and then a pen, or a mouse's or a touchpad's
      // button, the secondary or middle one among them. A gesture is made
      // by the pointer of the down that begins it.
      var pointer = Pointer.finger
      if phase == .down, random.chance(25) {
        let kind = [PointerKind.pen, .mouse, .touchpad][random.below(3)]
        let button =
          kind == .pen || random.chance(50)
          ? PointerButton.primary : [.secondary, .middle][random.below(2)]
        pointer = Pointer(kind, button: button)
      }
      let actual = h.overlay.handle(
        Touch(finger: finger, phase: phase, location: location, time: ms(time), pointer: pointer))
      if begins {
        // A down with no engine finger down begins a gesture, or, held,
        // touches again the undecided gesture of a still tap just before.
        let now = h.overlay.latestGesture
        if now == GestureID(UInt64(started + 1)) {
          started += 1
          pointers[UInt64(started)] = pointer
        } else if doubleTap == .held, let latest, now == latest,
          !h.decisions.contains(where: { $0.gesture == latest })
        {
          joined.append(latest.number)
          // Within the interval and the distance of the lift it joins.
          let lift = lastLift ?? location
          let (dx, dy) = (location.x - lift.x, location.y - lift.y)
          check(
            ms(taken) <= ms(lastLiftTime) + interval
              && dx * dx + dy * dy <= configuration.doubleTapDistance
                * configuration.doubleTapDistance,
            "\(time)ms down at \(location) joined \(latest), lifted at \(lastLiftTime)ms \(lift)")
        } else {
          check(
            false,
            "\(time)ms down at \(location): gesture \(String(describing: now)), model \(started + 1)"
          )
        }
      }
      switch (expected, actual) {
      case (.delivered, .delivered), (.outsideOverlay, .outsideOverlay): break
      case (.ignored(let wanted), .ignored(let got)):
        check(
          wanted == got, "\(time)ms \(phase) finger \(finger): diagnosed \(got), expected \(wanted)"
        )
      default:
        check(
          false,
          "\(time)ms \(phase) finger \(finger) at \(location): \(actual), expected \(expected)")
      }
    }

    func dismisses(_ subject: PageAnswer.Subject, at time: Double) {
      let at = max(time, clock())
      if time >= clock() { lastInput = time }
      let dismissal = Dismissal.allCases[random.below(Dismissal.allCases.count)]
      let reply = h.send(.dismisses(dismissal, subject), at: time)
      switch reply {
      case .pageAnswer(.recorded(let gesture)):
        if dismissals[gesture.number] == nil { dismissals[gesture.number] = dismissal }
      case .pageAnswer(.decided(let gesture)):
        check(dismissals[gesture.number] == nil, "\(gesture) dismissed twice")
        dismissals[gesture.number] = dismissal
        dismissedAt[gesture.number] = ms(at)
      case .pageAnswer(.ignored): break
      default: check(false, "\(time)ms dismisses \(subject): \(reply)")
      }
    }

    let steps = 40 + random.below(120)
    for _ in 0..<steps {
      // Time mostly moves on, sometimes stands still, now and then goes back.
      if random.chance(4) {
        time = max(0, time - Double(1 + random.below(60)))
      } else if !random.chance(15) {
        time += Double(random.below([60, 60, 300, 1200][random.below(4)]))
      }
      // Any finger for a down; mostly one that is down for the other phases.
      let anyFinger = FingerID(1 + random.below(random.chance(10) ? 5 : 3))
      let fingersDown = down.keys.sorted()
      let finger =
        fingersDown.isEmpty || random.chance(25)
        ? anyFinger : fingersDown[random.below(fingersDown.count)]
      switch random.below(124) {
      case 0..<24: touch(.down, anyFinger, at: time)
      case 24..<46: touch(.move, finger, at: time)
      case 46..<66: touch(.up, finger, at: time)
      case 66..<71: touch(.cancel, finger, at: time)
      case 71..<86:
        let urls = [
          "https://example.com/\(random.below(5))", "nativeaction://hideShow", "::not a url",
          "https://evil.com/",
        ]
        let url = urls[random.below(random.chance(80) ? 1 : urls.count)]
        let type = NavigationType.allCases[random.below(NavigationType.allCases.count)]
        if time >= clock() { lastInput = time }
        h.request(url, type: type, subframe: random.chance(15), at: time)
      case 86..<90:
        let view: ViewID = ["likeButton", "header", "footer"][random.below(3)]
        h.overlay.setHidden(random.chance(50), for: view)
      case 90..<92:
        h.overlay.setFrame(
          rect(random.coordinate(0, 100), random.coordinate(0, 60), 60, 40), for: "likeButton")
      case 92..<95:
        // A back press with no page to go back to does nothing at all.
        if h.overlay.history.canGoBack, time >= clock() { lastInput = time }
        h.back(at: time)
      case 95..<97:
        if time >= clock() { lastInput = time }
        h.select("https://example.com/selected", at: time)
      case 100..<110:
        // Page answers, good and bad: for a gesture (maybe decided, maybe
        // never started) or a point, any kind, maybe stamped in the past.
        if time >= clock() { lastInput = time }
        let kind = AnswerKind.allCases[random.below(AnswerKind.allCases.count)]
        // A control answer mostly for the newest gesture: one about a
        // decided gesture changes nothing, and controls must be reached.
        let subject: PageAnswer.Subject =
          kind == .control && random.chance(80)
          ? .gesture(GestureID(UInt64(started)))
          : random.chance(50)
            ? .gesture(GestureID(UInt64(random.below(started + 3))))
            : .point(point(near: FingerID(1)))
        h.answer(kind, subject, at: time)
      case 110..<113:
        // A touch-down that ended a scroll or a selection, as the page or
        // the platform reports it: mostly about the newest gesture.
        let subject: PageAnswer.Subject =
          random.chance(60)
          ? .gesture(GestureID(UInt64(started)))
          : random.chance(50)
            ? .gesture(GestureID(UInt64(random.below(started + 3))))
            : .point(point(near: FingerID(1)))
        dismisses(subject, at: time)
      case 113..<124:
        // A quick tap by a finger not down, often near the last lift, and
        // half the time a second one soon after (the stuff of double taps);
        // its down sometimes reported as ending a scroll or a selection,
        // at once or only after the lift.
        guard down[anyFinger] == nil else { break }
        // Sometimes a link, which a second tap may ask for again.
        let link = random.chance(30)
        for tap in 0..<(random.chance(50) ? 2 : 1) {
          if tap > 0 { time += Double(random.below(320)) }
          touch(.down, anyFinger, at: time, pairing: tap > 0)
          let report = random.below(100)
          func reportDismissal() {
            time += Double(random.below(10))
            dismisses(
              random.chance(70)
                ? .gesture(GestureID(UInt64(started))) : .point(point(near: anyFinger)),
              at: time)
          }
          if report < 25 { reportDismissal() }
          time += Double(random.below(120))
          touch(.up, anyFinger, at: time, still: random.chance(70))
          if report >= 85 { reportDismissal() }
          if link {
            time += Double(random.below(60))
            if time >= clock() { lastInput = time }
            h.request("https://example.com/twice", at: time)
          }
        }
      default:
        h.advance(to: time)  // let timers run
      }
      let engineDown = Set(h.overlay.fingersDown)
      check(engineDown == Set(down.keys), "fingers down \(engineDown), model \(Set(down.keys))")
      // An input at the instant of a timer that already fired is taken one
      // nanosecond after it (the tie rule, issue 45 item 14).
      check(
        h.overlay.lastInstant == ms(clock())
          || h.overlay.lastInstant == ms(clock()) + .nanoseconds(1),
        "engine clock \(h.overlay.lastInstant), model \(ms(clock()))")
    }

    // Lift every finger, then let every timer run.
    for finger in down.keys.sorted() {
      time = max(time, clock()) + 1
      touch(random.chance(70) ? .up : .cancel, finger, at: time)
    }
    h.runUntilIdle()

    // Exactly one decision per started gesture, numbered 1...started.
    let numbers = h.decisions.map(\.gesture.number)
    check(numbers.count == started, "\(numbers.count) decisions for \(started) gestures")
    check(Set(numbers).count == numbers.count, "a gesture decided twice: \(numbers)")
    check(Set(numbers) == Set((0..<UInt64(started)).map { $0 + 1 }), "gesture numbers \(numbers)")
    check(h.overlay.undecidedCount == 0, "\(h.overlay.undecidedCount) still undecided")
    check(h.scheduler.pendingCount == 0, "\(h.scheduler.pendingCount) timers still pending")
    check(h.overlay.fingersDown.isEmpty, "fingers still down: \(h.overlay.fingersDown)")
    let times = h.events.map(\.time)
    check(times == times.sorted(), "events out of time order")

    // Each decision agrees with its own evidence.
    let byGesture = Dictionary(h.decisions.map { ($0.gesture, $0) }) { first, _ in first }
    for decision in h.decisions {
      let evidence = decision.evidence
      let label = "\(decision.explanation)"
      let pointer = pointers[decision.gesture.number] ?? .finger
      check(evidence.pointer == pointer, "pointer \(evidence.pointer), model \(pointer): \(label)")
      switch decision.outcome {
      case .tap, .control, .dismiss, .doubleTap:
        check(pointer.button == .primary, "a click of the \(pointer) decided so: \(label)")
      case .auxiliaryClick(let button):
        check(button == pointer.button && button != .primary, "auxiliary click: \(label)")
        if decision.reason != .secondTouchWasNoTap {
          check(evidence.maxDistance <= slop, "auxiliary click past slop: \(label)")
        }
        check(
          evidence.upTime != nil || decision.reason == .countedRequest(afterUp: nil),
          "auxiliary click without an up: \(label)")
      case .longPress:
        check(pointer.kind.longPresses, "a long press of a \(pointer): \(label)")
      default: break
      }
      check(decision.time >= evidence.downTime, "decided before the down: \(label)")
      let number = decision.gesture.number
      switch decision.outcome {
      case .dismiss(let dismissal):
        // Only a gesture the engine took a report about, the first one.
        check(dismissals[number] == dismissal, "dismiss with no such report: \(label)")
      case .doubleTap(_, _, let first):
        // Fast: the first is an earlier gesture's still tap; held, the pair
        // is one gesture, or the first could not be joined.
        check(doubleTap != .off, "a double tap with double taps off: \(label)")
        check(
          doubleTap == .held ? first <= decision.gesture : first < decision.gesture,
          "double tap's first \(first): \(label)")
        if first == decision.gesture {
          check(joined.contains(number), "a double tap of one gesture never joined: \(label)")
        } else if let before = byGesture[first], let up = before.evidence.upTime,
          let upPoint = before.evidence.upPoint
        {
          let (dx, dy) = (evidence.downPoint.x - upPoint.x, evidence.downPoint.y - upPoint.y)
          check(
            before.outcome.kind != .doubleTap && evidence.downTime >= up
              && evidence.downTime <= up + interval
              && dx * dx + dy * dy <= configuration.doubleTapDistance
                * configuration.doubleTapDistance,
            "double tap after \(before.explanation): \(label)")
        } else {
          check(byGesture[first]?.outcome.kind == .link, "double tap's first: \(label)")
        }
      case .tap:
        check(
          dismissals[number] == nil || decision.reason == .secondTouchWasNoTap,
          "a tap after a dismissal report: \(label)")
      default: break
      }
      switch decision.outcome {
      case .moved:
        check(evidence.maxDistance > slop, "moved within slop: \(label)")
      case .tap, .dismiss, .doubleTap:
        // The first tap of a held pair whose second touch was no tap stands,
        // but its evidence keeps the second touch's down and travel (its up
        // is the first tap's): no travel check for it.
        if decision.reason != .secondTouchWasNoTap {
          check(evidence.maxDistance <= slop, "tap past slop: \(label)")
        }
        guard let up = evidence.upTime else {
          // A second tap's repeat of its first tap's link may come while
          // its finger is down, as a link's request may.
          check(
            decision.outcome.kind == .doubleTap && decision.reason == .countedRequest(afterUp: nil),
            "tap without an up: \(label)")
          continue
        }
        let onTime: Bool
        switch decision.reason {
        case _ where dismissedAt[number] != nil:
          // A held tap a report decided, at the report.
          onTime =
            decision.outcome.kind == .dismiss && doubleTap == .held
            && decision.time == dismissedAt[number] && decision.time >= up
            && decision.time <= up + interval
        case .countedRequest:
          // A double tap's repeat of its first tap's link, within the window.
          onTime = decision.outcome.kind == .doubleTap && decision.time <= up + window
        case .noSecondTap:
          // Held: at the interval's end, or sooner when another gesture began.
          onTime =
            doubleTap == .held && decision.outcome.kind == .tap && decision.time >= up
            && decision.time <= up + interval
        case .secondTouchWasNoTap:
          onTime = doubleTap == .held && decision.outcome.kind == .tap && decision.time >= up
        case .probeFoundContent: onTime = decision.time == up
        case .pageAnswer(let kind, let at):
          // At the answer, or at the up when the answer came before it.
          onTime =
            kind == .content && decision.time == max(at, up)
            && evidence.pageAnswer == .content
        default:
          // The window in force: the configured one, or the adaptive one
          // (never longer), or aligned with an earlier gesture's.
          let length = evidence.windowRule?.length ?? window
          onTime =
            decision.time == up + length && evidence.windowEnd == decision.time
            && (length <= window || Self.isAligned(evidence.windowRule))
        }
        check(onTime, "tap at the wrong time: \(label)")
      case .control:
        check(evidence.maxDistance <= slop, "control past slop: \(label)")
        guard let up = evidence.upTime, case .controlAnswered(let at) = decision.reason,
          evidence.pageAnswer == .control
        else {
          check(false, "control without an up or a control answer: \(label)")
          continue
        }
        // The control wait from the answer (or the up), or the window's end
        // when that came first, or an earlier gesture's deadline.
        let start = max(at, up)
        check(evidence.windowEnd == decision.time, "control off its deadline: \(label)")
        check(
          decision.time <= up + window || Self.isAligned(evidence.windowRule),
          "control after the window: \(label)")
        check(
          decision.time >= start
            && (decision.time <= start + configuration.controlWait
              || Self.isAligned(evidence.windowRule)),
          "control at the wrong time: \(label)")
      case .longPress:
        check(
          decision.time == evidence.downTime + (longPress ?? .zero), "long press time: \(label)")
        check(longPress != nil && evidence.upTime == nil, "long press: \(label)")
      case .link(let request):
        check(
          request.isMainFrame && configuration.activation.contains(request.type),
          "link from \(request): \(label)")
        check(evidence.requestTime == decision.time, "link time: \(label)")
        if let up = evidence.upTime {
          // Held, a content tap waits out the double-tap interval
          // undecided: a request in it still makes it a link.
          check(
            decision.time <= up + window || (doubleTap == .held && decision.time <= up + interval),
            "link after the window: \(label)")
        }
      case .multiTouch, .cancelled:
        check(evidence.upTime == nil, "\(decision.outcome.name) after the up: \(label)")
      case .auxiliaryClick:
        break  // checked above
      }
    }
    var outcomes: [String: Int] = [:]
    for decision in h.decisions { outcomes[decision.outcome.name, default: 0] += 1 }
    // The double-tap paths the sequences reach, by name.
    var paths: [String: Int] = [:]
    for decision in h.decisions {
      let number = decision.gesture.number
      var path: String?
      switch decision.reason {
      case .noSecondTap: path = "no second tap"
      case .secondTouchWasNoTap: path = "second touch no tap"
      case .countedRequest where decision.outcome.kind == .doubleTap: path = "repeated link"
      default: break
      }
      if decision.outcome.firstTap == decision.gesture { path = "joined" }
      if dismissedAt[number] != nil { path = "dismissed while held" }
      if let path { paths[path, default: 0] += 1 }
    }
    return Report(problems: problems, gestures: started, outcomes: outcomes, paths: paths)
  }

  /// What one sequence showed.
  struct Report {
    /// What went wrong; empty when all is well.
    var problems: [String]
    /// How many gestures started.
    var gestures: Int
    /// How many decisions of each outcome.
    var outcomes: [String: Int]
    /// How many decisions took each double-tap path (a held pair joined, a
    /// held tap with no second tap, a repeated link, ...).
    var paths: [String: Int]
  }

  static func isAligned(_ rule: WindowRule?) -> Bool {
    if case .alignedWithEarlierGesture = rule { return true }
    return false
  }

  @Test("400 pseudo-random sequences, bad events included: one outcome per gesture")
  func randomSequences() throws {
    var failures = 0
    var gestures = 0
    var outcomes: [String: Int] = [:]
    var paths: [String: Int] = [:]
    for seed in 1...400 as ClosedRange<UInt64> {
      let report = try Self.play(seed: seed)
      if !report.problems.isEmpty {
        failures += 1
        Issue.record("seed \(seed): \(report.problems.prefix(5).joined(separator: "; "))")
        if failures == 3 { break }
      }
      gestures += report.gestures
      outcomes.merge(report.outcomes, uniquingKeysWith: +)
      paths.merge(report.paths, uniquingKeysWith: +)
    }
    #expect(failures == 0)
    // The sequences reach every outcome, many times over.
    #expect(gestures > 2000)
    // Controls come only from a control answer for a lifted gesture still
    // in its window (or the probe's), so fewer; 163 in these seeds.
    for name in Outcome.names {
      // Auxiliary clicks come only from the one down in eight (of those
      // that begin a gesture) made by a mouse's or touchpad's other
      // button: 99 in these seeds.
      let least =
        name == OutcomeKind.control.name ? 20 : name == OutcomeKind.auxiliaryClick.name ? 50 : 100
      #expect(outcomes[name, default: 0] >= least, "only \(outcomes[name, default: 0]) \(name)")
    }
    // And every double-tap path, if less often (11 to 66 each in these seeds).
    for path in [
      "joined", "no second tap", "second touch no tap", "repeated link", "dismissed while held",
    ] {
      #expect(paths[path, default: 0] >= 5, "only \(paths[path, default: 0]) \(path)")
    }
  }
}
