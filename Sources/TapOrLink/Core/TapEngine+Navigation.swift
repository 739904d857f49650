/// The engine's rules for the web view's requests, the back button and new
/// content: the bridge's verdicts, counting activations, and the history.
extension TapEngine {
  /// Takes a request (or the back button's), asking whether it may load
  /// before anything changes when it is not for the bridge.
  mutating func request(
    _ request: NavigationRequest, at given: Instant, movingBack: Bool, _ answer: AppRuling?,
    _ out: inout EngineOutput
  ) -> EngineResponse<NavigationPolicy> {
    let time = inputTime(given, &out)
    let page = history.currentLocation
    if let bridge = configuration.bridge, bridge.matches(urlText: request.url, relativeTo: page) {
      let start = recordingStart(at: time, out)
      out.tell(.answered(request, .block), at: time)
      let verdict = bridge.verdict(for: request, pageOrigin: pageOrigin)
      if case .run(let name) = verdict {
        out.tell(.actionRan(name), at: time)
        out.effects.append(.runAction(name, request))
      } else {
        out.tell(.actionRefused(verdict), at: time)
      }
      recordRequest(request, .block, movingBack: movingBack, at: time, start: start, out)
      return .reply(.block)
    }
    guard case .allowed(let allowed) = answer else { return .ask(.shouldAllow(request)) }
    let start = recordingStart(at: time, out)
    // A request counts by its type and frame whatever its text; a main
    // frame's one that cannot be read is noted, and its page will have no
    // origin. Read once, for the history too (a URL may be megabytes
    // long), and only for the main frame: a frame's request moves nothing
    // and counts for nothing, so a frame that loads megabyte URLs costs
    // the engine no reading.
    let location = request.isMainFrame ? RequestURL(request.url, relativeTo: page) : nil
    if request.isMainFrame, location == nil {
      out.tell(.diagnosed(.unparseableURL(request.url)), at: time)
    }
    var sameActivation = false
    var repeated = false
    if request.isMainFrame, configuration.activation.contains(request.type) {
      let step = machine.countedRequest(request, at: time)
      sameActivation = step.sameActivation
      repeated = step.repeated != nil
      performActivation(step, at: time, request: request, &out)
    }
    let policy: NavigationPolicy = allowed ? .allow : .block
    out.tell(.answered(request, policy), at: time)
    if allowed, request.loadsInThisWebView, configuration.historySource == .commits {
      // The commit that follows, if one does, moves the page.
      backWaits = movingBack || request.type == .back
    } else if allowed, request.loadsInThisWebView {
      let couldGoBack = history.canGoBack
      if movingBack {
        history.goBack()
      } else if request.type.addsHistory, !repeated,
        !(sameActivation && history.current == request.url)
      {
        // The second report of one activation (a same-document navigation
        // came first), and a double tap's repeat of its first tap's link,
        // add no second page.
        history.visit(request.url, readAs: location)
      }
      historyMoved(couldGoBack: couldGoBack, at: time, &out)
    }
    recordRequest(request, policy, movingBack: movingBack, at: time, start: start, out)
    return .reply(policy)
  }

  /// What `request` is to the engine at `time`, as the decider is told
  /// (the shell asks it when the engine asks ``EngineQuestion/shouldAllow(_:)``,
  /// at the engine's clock: the request's instant). Worked out only then,
  /// so the question stays small for every input.
  func role(of request: NavigationRequest, at time: Instant) -> RequestRole {
    guard request.isMainFrame else { return .countsForNothing(.frame) }
    guard configuration.activation.contains(request.type) else {
      return .countsForNothing(.notAnActivation(request.type))
    }
    switch machine.role(ofCounted: request, at: time) {
    case .decides(let gesture, let target, let point):
      return .decidesLink(gesture, view: tree.id(at: target), point: point)
    case .lateLink(let gesture): return .lateLink(gesture)
    case .repeats(let first): return .repeatsLink(first)
    case .sameActivation: return .countsForNothing(.sameActivation)
    case .noGesture: return .countsForNothing(.noGesture)
    }
  }

  /// Tells what a counted activation did: a link decided, the delay the
  /// window learns, a late link.
  mutating func performActivation(
    _ step: GestureMachine.ActivationStep, at time: Instant, request: NavigationRequest? = nil,
    _ out: inout EngineOutput
  ) {
    if let link = step.link { decided(link, &out) }
    if let repeated = step.repeated { decided(repeated, request: request, &out) }
    if let delay = step.learn { learn(delay) }
    if let late = step.lateLink { out.tell(.lateLink(late), at: time) }
  }

  /// The origin of the page the bridge judges: the current page's, or
  /// under ``HistorySource/commits`` the committed document's.
  var pageOrigin: Origin? {
    configuration.historySource == .commits ? committed?.origin : history.currentOrigin
  }

  /// The main frame committed a document at `url`
  /// (``TapInput/committed(_:)``): under ``HistorySource/commits`` it
  /// becomes the page, as the case says.
  mutating func commit(_ url: String, at given: Instant, _ out: inout EngineOutput) {
    let now = inputTime(given, &out)
    if out.wantsRecords { record(.committed(url), at: now, out) }
    out.tell(.committed(url), at: now)
    guard configuration.historySource == .commits else { return }
    let document = CommittedDocument(url)
    committed = document
    defer { backWaits = false }
    let couldGoBack = history.canGoBack
    if document.isSamePage(as: history.current, at: history.currentLocation) {
      // A reload, the first page loaded, a link to the page itself.
    } else if backWaits,
      let previous = history.previous,
      document.isSamePage(as: previous, at: RequestURL(previous, relativeTo: nil))
    {
      _ = history.goBack()
    } else {
      history.visit(url)
    }
    historyMoved(couldGoBack: couldGoBack, at: now, &out)
  }

  /// New content: the page becomes `url`, history is cleared.
  mutating func select(_ url: String, at given: Instant, _ out: inout EngineOutput) {
    let now = inputTime(given, &out)
    if out.wantsRecords { record(.select(url), at: now, out) }
    let couldGoBack = history.canGoBack
    history.reset(to: url)
    historyMoved(couldGoBack: couldGoBack, at: now, &out)
  }

  /// After the history moved: the window for the new page, and the back
  /// button when it appeared or went.
  mutating func historyMoved(couldGoBack: Bool, at time: Instant, _ out: inout EngineOutput) {
    if learner != nil { refreshWindow() }
    if history.canGoBack != couldGoBack {
      out.tell(.backButton(visible: history.canGoBack), at: time)
    }
  }
}
