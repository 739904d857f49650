/// Something that takes ``TapInput``s: ``TapOverlay``, ``MainTapOverlay``
/// and ``SharedTapOverlay``. Each kind of input has a method of its own
/// whose reply is typed for that input (a touch is answered with a
/// ``TouchDisposition``, a request with a ``NavigationPolicy``), and
/// ``send(_:at:)`` takes any input and replies with its case of
/// ``TapReply``. Both behave as the input's case in ``TapInput`` says.
///
/// An isolation adapter implements ``handOn(stampedAt:_:)`` alone: the
/// typed methods hand their input on through it, written once here.
/// ``TapOverlay`` implements each of them itself.
public protocol TapInputSending: AnyObject {
  /// The instant input given without one is stamped with: the overlay's
  /// clock.
  var now: Instant { get }

  /// Hands one input on to the ``TapOverlay`` that decides, on its thread
  /// or queue, stamped at `time` (now when `nil`), and never before the
  /// engine's latest instant: one stamped before it (a real clock's touch
  /// that comes after a timer which fired late) is handed on at that
  /// instant, not refused. `input` gives the overlay the input at the
  /// instant it is handed on at.
  func handOn<Reply: Sendable>(
    stampedAt time: Instant?, _ input: @escaping @Sendable (TapOverlay, Instant) -> Reply
  ) -> Reply

  /// Handles one touch at its own instant (``TapInput/touch(_:_:finger:)``).
  @discardableResult func handle(_ touch: Touch) -> TouchDisposition

  /// Answers the web view's question whether to load a request
  /// (``TapInput/request(_:)``), at `time` (now when `nil`).
  @discardableResult
  func shouldStartLoad(_ request: NavigationRequest, at time: Instant?) -> NavigationPolicy

  /// Presses the back button (``TapInput/back``), at `time` (now when
  /// `nil`).
  /// - Returns: the answer, or `nil` when there was no page to go back to.
  @discardableResult func goBack(at time: Instant?) -> NavigationPolicy?

  /// Shows new content in the web view (``TapInput/select(_:)``), at
  /// `time` (now when `nil`).
  func select(_ url: String, at time: Instant?)

  /// Hides or shows a view (``TapInput/setHidden(_:_:)``).
  /// - Returns: whether the view exists.
  @discardableResult func setHidden(_ hidden: Bool, for view: ViewID) -> Bool

  /// Gives a view a new frame in its parent's coordinates
  /// (``TapInput/setFrame(_:_:)``).
  /// - Returns: whether the view exists.
  @discardableResult func setFrame(_ frame: Rect, for view: ViewID) -> Bool

  /// Takes the page's answer about what lies under a finger
  /// (``TapInput/pageAnswer(_:)``), at `time` (now when `nil`).
  @discardableResult
  func pageAnswered(_ answer: PageAnswer, at time: Instant?) -> PageAnswerDisposition

  /// Takes a page answer whose kind is given by name, as the page script
  /// posts it (``TapInput/pageAnswerNamed(_:for:)``), at `time` (now when
  /// `nil`).
  @discardableResult
  func pageAnswered(kindNamed name: String, for subject: PageAnswer.Subject, at time: Instant?)
    -> PageAnswerDisposition

  /// Takes a same-document navigation (``TapInput/sameDocument(_:)``), at
  /// `time` (now when `nil`).
  @discardableResult
  func sameDocumentNavigation(to url: String, kind: SameDocumentKind, at time: Instant?)
    -> SameDocumentDisposition

  /// Gives the engine one input at `time` (now when `nil`).
  /// - Returns: the reply of the input's own method, as its case.
  @discardableResult func send(_ input: TapInput, at time: Instant?) -> TapReply
}

extension TapInputSending {
  /// Handles one touch, never before the engine's latest instant.
  @discardableResult
  public func handle(_ touch: Touch) -> TouchDisposition {
    handOn(stampedAt: touch.time) { $0.handle(touch.stamped($1)) }
  }

  /// Answers whether a request may load, at `time` (now when `nil`).
  @discardableResult
  public func shouldStartLoad(_ request: NavigationRequest, at time: Instant?) -> NavigationPolicy {
    handOn(stampedAt: time) { $0.shouldStartLoad(request, at: $1) }
  }

  /// Presses the back button, at `time` (now when `nil`).
  @discardableResult
  public func goBack(at time: Instant?) -> NavigationPolicy? {
    handOn(stampedAt: time) { $0.goBack(at: $1) }
  }

  /// Shows new content, at `time` (now when `nil`).
  public func select(_ url: String, at time: Instant?) {
    handOn(stampedAt: time) { $0.select(url, at: $1) }
  }

  /// Hides or shows a view.
  @discardableResult
  public func setHidden(_ hidden: Bool, for view: ViewID) -> Bool {
    handOn(stampedAt: nil) { overlay, _ in overlay.setHidden(hidden, for: view) }
  }

  /// Moves a view.
  @discardableResult
  public func setFrame(_ frame: Rect, for view: ViewID) -> Bool {
    handOn(stampedAt: nil) { overlay, _ in overlay.setFrame(frame, for: view) }
  }

  /// Takes the page's answer, at `time` (now when `nil`).
  @discardableResult
  public func pageAnswered(_ answer: PageAnswer, at time: Instant?) -> PageAnswerDisposition {
    handOn(stampedAt: time) { $0.pageAnswered(answer, at: $1) }
  }

  /// Takes a page answer by its kind's name, at `time` (now when `nil`).
  @discardableResult
  public func pageAnswered(
    kindNamed name: String, for subject: PageAnswer.Subject, at time: Instant?
  ) -> PageAnswerDisposition {
    handOn(stampedAt: time) { $0.pageAnswered(kindNamed: name, for: subject, at: $1) }
  }

  /// Takes a same-document navigation, at `time` (now when `nil`).
  @discardableResult
  public func sameDocumentNavigation(to url: String, kind: SameDocumentKind, at time: Instant?)
    -> SameDocumentDisposition
  {
    handOn(stampedAt: time) { $0.sameDocumentNavigation(to: url, kind: kind, at: $1) }
  }

  /// Gives the engine one input now or at `time`, through the input's own
  /// method: the reply is that method's, as its case of ``TapReply``.
  @inlinable @discardableResult
  public func send(_ input: TapInput, at time: Instant? = nil) -> TapReply {
    switch input {
    case .touch(let phase, let location, let finger):
      return .touch(
        handle(Touch(finger: finger, phase: phase, location: location, time: time ?? now)))
    case .request(let request): return .policy(shouldStartLoad(request, at: time))
    case .back: return goBack(at: time).map(TapReply.policy) ?? .noPageBefore
    case .select(let url):
      select(url, at: time)
      return .selected
    case .setHidden(let view, let hidden): return .view(found: setHidden(hidden, for: view))
    case .setFrame(let view, let frame): return .view(found: setFrame(frame, for: view))
    case .pageAnswer(let answer): return .pageAnswer(pageAnswered(answer, at: time))
    case .pageAnswerNamed(let name, let subject):
      return .pageAnswer(pageAnswered(kindNamed: name, for: subject, at: time))
    case .sameDocument(let navigation):
      return .sameDocument(
        sameDocumentNavigation(to: navigation.url, kind: navigation.kind, at: time))
    }
  }

  /// Handles a touch stamped now.
  @inlinable @discardableResult
  public func touch(_ phase: TouchPhase, at location: Point, finger: FingerID = 1)
    -> TouchDisposition
  {
    handle(Touch(finger: finger, phase: phase, location: location, time: now))
  }

  /// Answers the web view's question whether to load a request now.
  @inlinable @discardableResult
  public func shouldStartLoad(_ request: NavigationRequest) -> NavigationPolicy {
    shouldStartLoad(request, at: nil)
  }

  /// Presses the back button now.
  /// - Returns: the answer, or `nil` when there was no page to go back to.
  @inlinable @discardableResult
  public func goBack() -> NavigationPolicy? { goBack(at: nil) }

  /// Shows new content in the web view now.
  @inlinable
  public func select(_ url: String) { select(url, at: nil) }

  /// Takes the page's answer now.
  @inlinable @discardableResult
  public func pageAnswered(_ answer: PageAnswer) -> PageAnswerDisposition {
    pageAnswered(answer, at: nil)
  }

  /// Takes a page answer, by its kind's name, now.
  @inlinable @discardableResult
  public func pageAnswered(kindNamed name: String, for subject: PageAnswer.Subject)
    -> PageAnswerDisposition
  {
    pageAnswered(kindNamed: name, for: subject, at: nil)
  }

  /// Takes a same-document navigation now.
  @inlinable @discardableResult
  public func sameDocumentNavigation(to url: String, kind: SameDocumentKind)
    -> SameDocumentDisposition
  {
    sameDocumentNavigation(to: url, kind: kind, at: nil)
  }
}
