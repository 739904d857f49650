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
    var inputCount = 0
    let vetoes = vetoedURLs(in: recording)
    for record in recording.records {
      guard case .input(let input) = record.entry else { continue }
      if case .request(let request) = input, record.answered == .block,
        configuration.bridge?.matches(urlText: request.url) != true, vetoes == nil
      {
        comments.timeline[steps.count, default: []].append(
          "the app vetoed the next request; the replay allows it")
      }
      let time = Instant.zero + (record.time - recording.startTime)
      steps.append(Step(time: time, command: command(input, firstGesture: start.nextGesture)))
      inputCount += 1
    }
    if inputCount == 0 {
      comments.timeline[steps.count, default: []].append("nothing was recorded")
    }
    let decisions = recording.decisions
    var expectations = decisions.map {
      ScenarioWriter.expectation(of: $0.outcome, at: Instant.zero + ($0.time - recording.startTime))
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
      decider: vetoes.flatMap { $0.isEmpty ? nil : BlockList($0) }, steps: steps,
      expectations: expectations)
    return (scenario, comments)
  }

  /// The URLs of the requests the app vetoed, as a scenario's `decider:`
  /// blocks them, when that list blocks exactly what the app did: every
  /// vetoed URL is absolute (a web view's navigation actions are), and no
  /// allowed request's URL starts with one of them. `nil` otherwise (the
  /// replay then allows the vetoes, and a comment says so); a vetoed
  /// `back` gives `nil` too.
  ///
  /// - Complexity: O(r · v) in the requests and the vetoes.
  static func vetoedURLs(in recording: FlightRecording) -> [String]? {
    let bridge = recording.configuration.bridge
    var vetoed: [String] = []
    var allowed: [NavigationRequest] = []
    for record in recording.records {
      guard case .input(let input) = record.entry else { continue }
      switch input {
      case .request(let request):
        if bridge?.matches(urlText: request.url) == true { continue }
        if record.answered != .block {
          allowed.append(request)
        } else if RequestURL.scheme(of: request.url) == nil {
          return nil
        } else if !vetoed.contains(request.url) {
          vetoed.append(request.url)
        }
      case .back where record.answered == .block:
        return nil
      default:
        continue
      }
    }
    let list = BlockList(vetoed)
    for request in allowed where list.blocks(request, on: nil) { return nil }
    return vetoed
  }

  /// The timeline command that plays an input; `firstGesture` is the
  /// recorded number of the replay's gesture 1. An answer is recorded as
  /// the gesture it was about, which the replay numbers from 1.
  static func command(_ input: TapInput, firstGesture: GestureID) -> Command {
    // An answer or a report about a gesture from before the recording
    // names gesture 0, which no replayed gesture is: the engine ignored it
    // too.
    func replayed(_ gesture: GestureID) -> GestureID {
      GestureID(
        gesture.number >= firstGesture.number ? gesture.number - firstGesture.number + 1 : 0)
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
