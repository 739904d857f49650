/// The engine's rules for the web view's requests, the back button and new
/// content: the bridge's verdicts, counting activations, and the history.
extension TapEngine {
  /// Takes a request (or the back button's), asking whether it may load
  /// before anything changes when it is not for the bridge.
  mutating func request(
    _ request: NavigationRequest, at given: Instant, movingBack: Bool, _ answer: EngineAnswer?
  ) -> EngineResponse {
    let time = inputTime(given)
    let page = history.currentLocation
    if let bridge = configuration.bridge, bridge.matches(urlText: request.url, relativeTo: page) {
      let start = recordingStart(at: time)
      tell(.answered(request, .block), at: time)
      let verdict = bridge.verdict(
        forURLText: request.url, isMainFrame: request.isMainFrame,
        pageOrigin: history.currentOrigin)
      if case .run(let name) = verdict {
        tell(.actionRan(name), at: time)
        effects.append(.runAction(name, request))
      } else {
        tell(.actionRefused(verdict), at: time)
      }
      recordRequest(request, .block, movingBack: movingBack, at: time, start: start)
      return .reply(.policy(.block))
    }
    guard case .allowed(let allowed) = answer else { return .ask(.shouldAllow(request)) }
    let start = recordingStart(at: time)
    // A request counts by its type and frame whatever its text; one that
    // cannot be read is noted, and its page will have no origin.
    if RequestURL(request.url, relativeTo: page) == nil {
      tell(.diagnosed(.unparseableURL(request.url)), at: time)
    }
    var sameActivation = false
    if request.isMainFrame, configuration.activation.contains(request.type) {
      let step = machine.countedRequest(request, at: time)
      sameActivation = step.sameActivation
      performActivation(step, at: time)
    }
    let policy: NavigationPolicy = allowed ? .allow : .block
    tell(.answered(request, policy), at: time)
    if allowed, request.loadsInThisWebView {
      let couldGoBack = history.canGoBack
      if movingBack {
        history.goBack()
      } else if request.type.addsHistory, !(sameActivation && history.current == request.url) {
        // The second report of one activation (a same-document navigation
        // came first) adds no second page.
        history.visit(request.url)
      }
      historyMoved(couldGoBack: couldGoBack, at: time)
    }
    recordRequest(request, policy, movingBack: movingBack, at: time, start: start)
    return .reply(.policy(policy))
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
    case .sameActivation: return .countsForNothing(.sameActivation)
    case .noGesture: return .countsForNothing(.noGesture)
    }
  }

  /// Tells what a counted activation did: a link decided, the delay the
  /// window learns, a late link.
  mutating func performActivation(_ step: GestureMachine.ActivationEffects, at time: Instant) {
    if let link = step.link { decided(link) }
    if let delay = step.learn { learn(delay) }
    if let late = step.lateLink { tell(.lateLink(late), at: time) }
  }

  /// New content: the page becomes `url`, history is cleared.
  mutating func select(_ url: String, at given: Instant) -> TapReply {
    let now = inputTime(given)
    if recorder != nil { record(.select(url), at: now) }
    let couldGoBack = history.canGoBack
    history.reset(to: url)
    historyMoved(couldGoBack: couldGoBack, at: now)
    return .selected
  }

  /// After the history moved: the window for the new page, and the back
  /// button when it appeared or went.
  mutating func historyMoved(couldGoBack: Bool, at time: Instant) {
    if learner != nil { refreshWindow() }
    if history.canGoBack != couldGoBack { tell(.backButton(visible: history.canGoBack), at: time) }
  }
}
