/// The engine's rules for what the page says, and the adaptive window.
extension TapEngine {
  // MARK: - Page answers

  /// Takes the page's answer about what lies under a finger (see
  /// ``TapInput/pageAnswer(_:)``).
  mutating func pageAnswer(_ answer: PageAnswer, at given: Instant, _ out: inout EngineOutput)
    -> PageAnswerDisposition
  {
    let now = inputTime(given, fromThePast: EngineDiagnostic.answerFromThePast, &out)
    out.tell(.pageAnswered(answer), at: now)
    guard configuration.strategy.takesPageAnswers else {
      return ignoreAnswer(.pageAnswersOff, at: now, &out)
    }
    let gesture: GestureID
    switch subjectGesture(answer.subject) {
    case .gesture(let id): gesture = id
    case .none(let diagnostic): return ignoreAnswer(diagnostic, at: now, &out)
    }
    switch machine.answer(answer, for: gesture, at: now) {
    case .recorded(let id):
      recordAnswer(answer, id, at: now, out)
      return .recorded(id)
    case .decided(let decision):
      recordAnswer(answer, gesture, at: now, out)
      decided(decision, &out)
      return .decided(gesture)
    case .ignored(let diagnostic):
      return ignoreAnswer(diagnostic, at: now, &out)
    }
  }

  /// The gesture an answer or a report about `subject` is about, or why
  /// there is none.
  func subjectGesture(_ subject: PageAnswer.Subject) -> GestureMachine.PointMatch {
    switch subject {
    case .gesture(let id), .lift(let id, _): return .gesture(id)
    case .point(let point):
      // Within the slop as a finger's travel is (SlopRule), so that
      // decimals an answer and a touch are written in compare exactly.
      return machine.gesture(near: point) { windowPoint in
        let converted = tree.convert(windowPoint, to: webView) ?? windowPoint
        return !machine.exceedsSlop(from: converted, to: point)
      }
    }
  }

  /// Takes a report that a touch-down ended a scroll or a selection (see
  /// ``TapInput/dismisses(_:_:)``), under any strategy.
  mutating func dismisses(
    _ dismissal: Dismissal, about subject: PageAnswer.Subject, at given: Instant,
    _ out: inout EngineOutput
  ) -> PageAnswerDisposition {
    let now = inputTime(given, fromThePast: EngineDiagnostic.answerFromThePast, &out)
    out.tell(.dismissalReported(dismissal, subject), at: now)
    let gesture: GestureID
    switch subjectGesture(subject) {
    case .gesture(let id): gesture = id
    case .none(let diagnostic): return ignoreAnswer(diagnostic, at: now, &out)
    }
    let step = machine.dismisses(dismissal, gesture: gesture, at: now)
    if case .ignored(let diagnostic) = step { return ignoreAnswer(diagnostic, at: now, &out) }
    // Taken: recorded as the gesture it is about, as an answer is.
    if out.wantsRecords {
      out.record(FlightRecord(time: now, entry: .input(.dismisses(dismissal, .gesture(gesture)))))
    }
    guard case .decided(let decision) = step else { return .recorded(gesture) }
    decided(decision, &out)
    return .decided(gesture)
  }

  /// Records an answer the engine takes, as the gesture it is about. A
  /// gesture is undecided then, so the engine is not idle and the entry
  /// carries no starting point.
  private func recordAnswer(
    _ answer: PageAnswer, _ gesture: GestureID, at time: Instant, _ out: EngineOutput
  ) {
    guard out.wantsRecords else { return }
    var taken = answer
    taken.subject = .gesture(gesture)
    out.record(FlightRecord(time: time, entry: .input(.pageAnswer(taken))))
  }

  mutating func ignoreAnswer(
    _ diagnostic: EngineDiagnostic, at time: Instant, _ out: inout EngineOutput
  ) -> PageAnswerDisposition {
    out.tell(.diagnosed(diagnostic), at: time)
    return .ignored(diagnostic)
  }

  // MARK: - The window

  /// Recomputes the window a gesture lifted now would get (the page or
  /// what was learned changed).
  mutating func refreshWindow() {
    guard let learner else {
      machine.windowNanoseconds = configuration.window.nanoseconds
      machine.windowNote = .configured
      return
    }
    let rule = learner.window(on: history.currentOrigin, configured: configuration.window)
    machine.windowNanoseconds = rule.length.nanoseconds
    machine.windowNote = WindowNote(rule)
  }

  /// Learns a delay from touch-up to a counted activation on the current
  /// page.
  mutating func learn(_ afterUp: Duration) {
    guard learner != nil, let origin = history.currentOrigin else { return }
    learner?.observe(afterUp, on: origin)
    refreshWindow()
  }
}
