@_spi(Lab) import TapOrLink

/// Writes a `FlightRecording` as a scenario file: the views, history,
/// settings and router of the moment it starts, every recorded input as a
/// timeline step, and every recorded decision as an expectation at its
/// exact instant. `taporlink` replays the file to the same decisions.
///
/// Times are counted from the recording's first input, which plays at
/// `0ms`. The simulated page has no links: the page's own requests were
/// recorded, and play as `request` steps.
public enum RecordingScenarioWriter {
  /// The scenario text of a recording.
  ///
  /// - Parameters:
  ///   - recording: what an overlay's `flightRecording()` returned.
  ///   - name: the scenario's `name:`, one line.
  ///   - note: lines for the comment at the top, such as what the person
  ///     reported.
  /// - Throws: ``RecordingExportError`` when the recording cannot be
  ///   replayed exactly, or holds text a scenario file cannot (a URL with
  ///   a space or a tab, for example: see ``ScenarioWritingError``).
  public static func scenario(
    from recording: FlightRecording, name: String, note: [String] = []
  ) throws(RecordingExportError) -> String {
    let (scenario, comments) = try parts(of: recording, name: name, note: note)
    do {
      return try ScenarioWriter.text(of: scenario, comments: comments, settings: .all)
    } catch {
      throw .unwritable(error)
    }
  }

  /// The scenario a recording replays as, and the comments that say where
  /// it came from.
  static func parts(of recording: FlightRecording, name: String, note: [String])
    throws(RecordingExportError) -> (Scenario, ScenarioComments)
  {
    let configuration = recording.configuration
    if case .probe = configuration.strategy { throw .probeStrategy }
    if configuration.adaptiveWindow != nil { throw .adaptiveWindow }
    var comments = ScenarioComments(header: note)
    comments.header.append("Recorded by a TapOrLink flight recorder; times from its first input.")
    if recording.isTruncated {
      comments.header.append(
        "Earlier input was left out: the replay starts where the engine was idle.")
    }
    // Every setting travels (ExportedSetting.rules says how each does).
    var config = ScenarioConfig()
    config.window = configuration.window
    config.slop = configuration.slop
    config.longPress = configuration.longPress
    config.activation = configuration.activation
    config.controlWait = configuration.controlWait
    config.lateLinkGrace = configuration.lateLinkGrace
    config.historyLimit = configuration.historyLimit
    config.historySource = configuration.historySource
    config.doubleTap = configuration.doubleTap
    config.doubleTapInterval = configuration.doubleTapInterval
    config.doubleTapDistance = configuration.doubleTapDistance
    if case .pageAnswers = configuration.strategy {
      // Only the recorded answers answer: the simulated page has no links.
      config.pageAnswers = .manual
    }
    let start = recording.start
    var pages: [ViewID: WebPage] = [:]
    if let first = start.history.pages.first { pages[recording.webView] = WebPage(url: first) }
    let overlay =
      start.tree.firstView(ofKind: .web) == recording.coveredView
      ? nil : recording.coveredView
    var steps: [Step] = []
    if configuration.historySource == .commits {
      // The history moves on commits only: it is rebuilt by committing its
      // pages, the last commit being the document the main frame shows.
      if let current = start.history.currentIndex, let committed = start.committedPage {
        comments.timeline[0] = ["the history before the recording: the documents committed"]
        for page in start.history.pages[0...current] {
          steps.append(Step(time: .zero, command: .input(.committed(page))))
        }
        let page = start.history.pages[current]
        if RequestURL(committed)?.origin != RequestURL(page)?.origin {
          throw .committedElsewhere(current: page, committed: committed)
        }
      }
    } else if let current = start.history.currentIndex, current > 0 {
      comments.timeline[0] = [
        "the history before the recording: allowed requests, with nothing undecided"
      ]
      for page in start.history.pages[1...current] {
        steps.append(Step(time: .zero, command: .request(NavigationRequest(url: page))))
      }
    }
    // The requests that replay the history from before the recording (a
    // commit step asks nothing).
    let historySteps = configuration.historySource == .commits ? 0 : steps.count
    var inputCount = 0
    let vetoes = vetoedURLs(in: recording)
    for record in recording.records {
      guard case .input(let input) = record.entry else { continue }
      let time = Instant.zero + (record.time - recording.startTime)
      steps.append(Step(time: time, command: command(input, firstGesture: start.nextGesture)))
      inputCount += 1
    }
    if inputCount == 0 {
      comments.timeline[steps.count, default: []].append("nothing was recorded")
    }
    let decisions = recording.decisions
    var expectations = decisions.map {
      ScenarioWriter.expectation(
        of: replayed($0.outcome, firstGesture: start.nextGesture),
        at: Instant.zero + ($0.time - recording.startTime))
    }
    if recording.undecided > 0 {
      comments.expect[expectations.count] = [
        "\(recording.undecided) gesture(s) were still undecided when this was recorded"
      ]
    }
    if decisions.isEmpty {
      expectations = OutcomeKind.allCases.map { ExpectedEvent(timing: .never, event: $0.name) }
    }
    let scenario = Scenario(
      path: "", name: name, config: config, views: start.tree.views, pages: pages,
      overlay: overlay, priority: start.router.priorityViews, bridge: configuration.bridge,
      decider: vetoes.urls.isEmpty ? nil : BlockList(vetoes.urls), steps: steps,
      expectations: expectations)
    if vetoes.vetoedAny, let mismatch = replayMismatch(scenario, recording, historySteps) {
      throw .vetoes(mismatch)
    }
    return (scenario, comments)
  }

  /// The URLs of the requests the app vetoed (answered `block` and not
  /// for the bridge), as written, each once, in the order first vetoed:
  /// the scenario's `decider:` list, which the export writes only
  /// when a replay with it decides as the app did (``replayMismatch(_:_:_:)``).
  /// `vetoedAny` is whether the app vetoed anything, a `back` too (whose
  /// URL a recording does not hold: the list cannot name it, and the
  /// replay then refuses it).
  ///
  /// - Complexity: O(r) in the requests (a set of the URLs seen).
  static func vetoedURLs(in recording: FlightRecording) -> (urls: [String], vetoedAny: Bool) {
    let bridge = recording.configuration.bridge
    var vetoed: [String] = []
    var vetoedAny = false
    var seen: Set<String> = []
    for record in recording.records where record.answered == .block {
      switch record.entry {
      case .input(.back):
        vetoedAny = true
      case .input(.request(let request)) where bridge?.matches(urlText: request.url) != true:
        vetoedAny = true
        if seen.insert(request.url).inserted { vetoed.append(request.url) }
      default:
        continue
      }
    }
    return (vetoed, vetoedAny)
  }

  /// Where `scenario` (the export of `recording`, whose first
  /// `historySteps` steps replay the history from before it) decides
  /// otherwise than the app did: every request answered as recorded, in
  /// order, and every gesture decided the same at the same offset from the
  /// recording's start. `nil` when it decides exactly the same.
  ///
  /// - Complexity: one replay, linear in the recording.
  static func replayMismatch(
    _ scenario: Scenario, _ recording: FlightRecording, _ historySteps: Int
  ) -> VetoMismatch? {
    guard let simulation = try? ScenarioRunner.play(scenario) else { return nil }
    var replayed: [(time: Instant, request: NavigationRequest, policy: NavigationPolicy)] = []
    for event in simulation.keptEvents {
      if case .answered(let request, let policy) = event.kind {
        replayed.append((event.time, request, policy))
      }
    }
    var answers = replayed[...]
    for _ in 0..<historySteps {
      guard let first = answers.popFirst() else { break }
      if first.policy != .allow { return .history(url: first.request.url) }
    }
    for record in recording.records {
      guard case .input(let input) = record.entry, let recorded = record.answered else {
        continue
      }
      let time = record.time - recording.startTime
      let replay = answers.popFirst()
      if replay?.policy != recorded {
        let url: String =
          switch input {
          case .request(let request): request.url
          default: replay?.request.url ?? "the page before (back)"
          }
        return .answer(url: url, at: time, recorded: recorded, replayed: replay?.policy)
      }
    }
    if let extra = answers.first {
      return .answer(
        url: extra.request.url, at: extra.time - Instant.zero, recorded: nil, replayed: extra.policy
      )
    }
    let first = recording.start.nextGesture
    let recorded = recording.decisions.map {
      ($0.time - recording.startTime, Self.replayed($0.outcome, firstGesture: first))
    }
    let decisions = simulation.decisions.map { ($0.time - Instant.zero, $0.outcome) }
    for index in 0..<max(recorded.count, decisions.count) {
      let app = index < recorded.count ? recorded[index] : nil
      let replay = index < decisions.count ? decisions[index] : nil
      if app?.0 != replay?.0 || app?.1 != replay?.1 {
        return .outcome(
          at: app?.0 ?? replay?.0 ?? .zero, recorded: app.map { "\($0.1)" },
          replayed: replay.map { "\($0.1)" })
      }
    }
    return nil
  }

  /// The number the replay gives a recorded gesture, whose gesture 1 is
  /// the recorded `firstGesture`. A gesture from before the recording is
  /// gesture 0, which no replayed gesture is (an answer about it was
  /// ignored by the engine too).
  static func replayed(_ gesture: GestureID, firstGesture: GestureID) -> GestureID {
    GestureID(
      gesture.number >= firstGesture.number ? gesture.number - firstGesture.number + 1 : 0)
  }

  /// A recorded outcome as the replay writes it: a double tap names its
  /// first tap by the replay's number (a ring that dropped the session's
  /// start numbers from its own first gesture).
  static func replayed(_ outcome: Outcome, firstGesture: GestureID) -> Outcome {
    guard case .doubleTap(let view, let point, let first) = outcome else { return outcome }
    return .doubleTap(view: view, point: point, first: replayed(first, firstGesture: firstGesture))
  }

  /// The timeline command that plays an input; `firstGesture` is the
  /// recorded number of the replay's gesture 1. An answer is recorded as
  /// the gesture it was about, which the replay numbers from 1.
  static func command(_ input: TapInput, firstGesture: GestureID) -> Command {
    func replayed(_ gesture: GestureID) -> GestureID {
      Self.replayed(gesture, firstGesture: firstGesture)
    }
    switch input {
    case .pageAnswer(let answer):
      guard case .gesture(let gesture) = answer.subject else { return .input(input) }
      return .answer(answer.kind, .gesture(replayed(gesture)), control: answer.control)
    case .dismisses(let dismissal, .gesture(let gesture)):
      return .dismisses(dismissal, .gesture(replayed(gesture)))
    default:
      return .input(input)
    }
  }
}
