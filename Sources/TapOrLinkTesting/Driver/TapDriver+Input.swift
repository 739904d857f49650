import TapOrLink
import TapSimulation

extension TapDriver {
  // Every input method plays at `at:` when given (after letting time pass up
  // to that instant, exclusively) or at `now`, and records its step. An
  // instant earlier than `now` is a bug in the test: it stops the test with
  // a message, as an index out of range does.

  /// A finger touches down at a window point.
  @discardableResult
  public func down(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant? = nil)
    -> TouchDisposition
  {
    touch(.down, Point(x: x, y: y), finger: finger, at: time)
  }

  /// A finger moves to a window point.
  @discardableResult
  public func move(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant? = nil)
    -> TouchDisposition
  {
    touch(.move, Point(x: x, y: y), finger: finger, at: time)
  }

  /// A finger lifts at a window point. If the gesture is still undecided
  /// and the point is on one of the page's links, the page requests the
  /// link after the click delay.
  @discardableResult
  public func up(_ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant? = nil)
    -> TouchDisposition
  {
    touch(.up, Point(x: x, y: y), finger: finger, at: time)
  }

  /// The system cancels a finger.
  @discardableResult
  public func cancel(finger: FingerID = 1, at time: Instant? = nil) -> TouchDisposition {
    play(.cancel(finger: finger), at: time).touch ?? .outsideOverlay
  }

  /// A quick touch: down at a point, and up at the same point `holding`
  /// later (40 ms by default, a brisk tap). The clock ends at the up.
  public func tap(
    _ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant? = nil,
    holding: Duration = .milliseconds(40)
  ) {
    down(x, y, finger: finger, at: time)
    up(x, y, finger: finger, at: now + holding)
  }

  /// A quick touch on the page's own control, answered as the page script
  /// answers it: down at a point, up `holding` later, the script's `link`
  /// answer at the up (something interactive is under the finger), and
  /// `clickAfter` after the up, once the browser's click is handled,
  /// `control KIND`. The clock ends at the control answer. The engine
  /// hears the answers only with a page-answers strategy
  /// (`configuration.strategy` `.pageAnswers`).
  ///
  /// A driver given the control in `controls:` and a `pageAnswerDelay`
  /// plays the page's answers for a plain ``tap(_:_:finger:at:holding:)``.
  public func tapControl(
    _ kind: ControlKind, _ x: Double, _ y: Double, finger: FingerID = 1, at time: Instant? = nil,
    holding: Duration = .milliseconds(40), clickAfter: Duration = .milliseconds(4)
  ) {
    let point = Point(x: x, y: y)
    down(x, y, finger: finger, at: time)
    up(x, y, finger: finger, at: now + holding)
    answer(.link, .point(point), at: now)
    play(.controlAnswer(kind, .point(point)), at: now + clickAfter)
  }

  private func touch(_ phase: TouchPhase, _ point: Point, finger: FingerID, at time: Instant?)
    -> TouchDisposition
  {
    play(.touch(phase, point, finger: finger), at: time).touch ?? .outsideOverlay
  }

  /// The covered web view asks whether to load a URL
  /// (`shouldStartLoadWithRequest`).
  ///
  /// - Parameters:
  ///   - url: the URL, as the web view gives it.
  ///   - type: why it loads; `link` by default.
  ///   - subframe: whether an iframe asks, rather than the main frame.
  ///   - newWindow: whether it opens a new window (`target="_blank"`): it
  ///     counts as the main frame's, and moves no history.
  ///   - time: when; ``now`` by default.
  /// - Returns: the engine's answer.
  @discardableResult
  public func request(
    _ url: String, type: NavigationType = .link, subframe: Bool = false, newWindow: Bool = false,
    at time: Instant? = nil
  ) -> NavigationPolicy {
    let request = NavigationRequest(
      url: url, type: type, isMainFrame: !subframe, opensNewWindow: newWindow)
    return play(.request(request), at: time).policy ?? .block
  }

  /// The app loads `url` in the web view (`webView.load`), as it loads its
  /// first page: a main-frame request of type `other` that no gesture
  /// made, asked of the overlay's decider as every request is (its role
  /// `RequestRole.countsForNothing(_:)` with `noGesture`), and allowed
  /// or blocked by it. A driver made with `firstPage:` starts on that
  /// page without asking anyone; to test that your decider lets the app's
  /// own page through, start without one, set the decider, and `load` it.
  ///
  /// - Returns: the answer: `allow` when the page loads.
  @discardableResult
  public func load(_ url: String, at time: Instant? = nil) -> NavigationPolicy {
    request(url, type: .other, at: time)
  }

  /// The back button is pressed: with a page to go back to, the web view
  /// requests it (type `back`) and moves back.
  ///
  /// - Returns: the answer, or `nil` when there was no page to go back to.
  @discardableResult
  public func back(at time: Instant? = nil) -> NavigationPolicy? {
    play(.back, at: time).policy
  }

  /// The app shows new content in the web view: the URL becomes the current
  /// page and the history is cleared. No request is made.
  public func select(_ url: String, at time: Instant? = nil) {
    play(.select(url), at: time)
  }

  /// Hides a view: later downs hit-test without it.
  public func hide(_ view: ViewID, at time: Instant? = nil) {
    play(.hide(view), at: time)
  }

  /// Shows a hidden view again.
  public func show(_ view: ViewID, at time: Instant? = nil) {
    play(.show(view), at: time)
  }

  /// Gives a view a new frame, in its parent's coordinates.
  public func resize(_ view: ViewID, to frame: Rect, at time: Instant? = nil) {
    play(.resize(view, frame), at: time)
  }

  /// Plays one scenario step at its instant.
  public func play(_ step: Step) {
    play(step.command, at: step.time)
  }

  /// Plays scenario steps, each at its instant, in order (for example a
  /// scenario's `timeline`). Does not run past the last step: follow with
  /// ``runUntilIdle()`` to finish as a scenario run does.
  public func play(_ steps: [Step]) {
    for step in steps { play(step) }
  }
}
