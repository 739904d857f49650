/// Something that takes ``TapInput``s: ``TapOverlay`` and
/// ``MainTapOverlay``. Every input is `send(_:at:)`; the typed methods
/// here are shorthand for it, written once for both, and behave as the
/// input's case in ``TapInput`` says.
public protocol TapInputSending: AnyObject {
  /// Gives the engine one input at `time` (now by default).
  @discardableResult func send(_ input: TapInput, at time: Instant?) -> TapReply
}

// Each reply is the input's own kind (a touch is answered with a touch
// disposition, a request with a policy); the fallbacks are never taken.
extension TapInputSending {
  /// Handles one touch at its own instant (``TapInput/touch(_:_:finger:)``).
  @inlinable @discardableResult
  public func handle(_ touch: Touch) -> TouchDisposition {
    send(.touch(touch.phase, touch.location, finger: touch.finger), at: touch.time).touch
      ?? .outsideOverlay
  }

  /// Handles a touch stamped now.
  @inlinable @discardableResult
  public func touch(_ phase: TouchPhase, at location: Point, finger: FingerID = 1)
    -> TouchDisposition
  {
    send(.touch(phase, location, finger: finger), at: nil).touch ?? .outsideOverlay
  }

  /// Answers the web view's question whether to load a request
  /// (``TapInput/request(_:)``), now or at `time`.
  @inlinable @discardableResult
  public func shouldStartLoad(_ request: NavigationRequest, at time: Instant? = nil)
    -> NavigationPolicy
  {
    send(.request(request), at: time).policy ?? .block
  }

  /// Presses the back button (``TapInput/back``).
  /// - Returns: the answer, or `nil` when there was no page to go back to.
  @inlinable @discardableResult
  public func goBack(at time: Instant? = nil) -> NavigationPolicy? {
    send(.back, at: time).policy
  }

  /// Shows new content in the web view (``TapInput/select(_:)``).
  @inlinable
  public func select(_ url: String, at time: Instant? = nil) {
    send(.select(url), at: time)
  }

  /// Hides or shows a view (``TapInput/setHidden(_:_:)``).
  /// - Returns: whether the view exists.
  @inlinable @discardableResult
  public func setHidden(_ hidden: Bool, for view: ViewID) -> Bool {
    send(.setHidden(view, hidden), at: nil).foundView
  }

  /// Gives a view a new frame in its parent's coordinates
  /// (``TapInput/setFrame(_:_:)``).
  /// - Returns: whether the view exists.
  @inlinable @discardableResult
  public func setFrame(_ frame: Rect, for view: ViewID) -> Bool {
    send(.setFrame(view, frame), at: nil).foundView
  }

  /// Takes the page's answer about what lies under a finger
  /// (``TapInput/pageAnswer(_:)``).
  @inlinable @discardableResult
  public func pageAnswered(_ answer: PageAnswer, at time: Instant? = nil)
    -> PageAnswerDisposition
  {
    send(.pageAnswer(answer), at: time).pageAnswer ?? .ignored(.pageAnswersOff)
  }

  /// Takes a page answer whose kind is given by name, as the page script
  /// posts it (``TapInput/pageAnswerNamed(_:for:)``).
  @inlinable @discardableResult
  public func pageAnswered(
    kindNamed name: String, for subject: PageAnswer.Subject, at time: Instant? = nil
  ) -> PageAnswerDisposition {
    send(.pageAnswerNamed(name, for: subject), at: time).pageAnswer
      ?? .ignored(.unknownAnswerKind(name))
  }

  /// Takes a same-document navigation (``TapInput/sameDocument(_:)``).
  @inlinable @discardableResult
  public func sameDocumentNavigation(
    to url: String, kind: SameDocumentKind, at time: Instant? = nil
  ) -> SameDocumentDisposition {
    send(.sameDocument(SameDocumentNavigation(to: url, kind: kind)), at: time).sameDocument
      ?? .ignored(.sameDocumentOriginChanged(url))
  }
}
