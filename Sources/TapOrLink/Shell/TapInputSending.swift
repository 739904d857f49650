/// Something that takes ``TapInput``s: ``TapOverlay``, ``MainTapOverlay``
/// and ``SharedTapOverlay``.
///
/// A conforming type implements one hop, ``handOn(_:)``: it runs a body
/// with the ``TapOverlay`` that decides, on that overlay's thread or queue.
/// Every input is written once, here, over that hop: ``send(_:at:)`` takes
/// any ``TapInput`` and replies with its case of ``TapReply``, and each kind
/// of input has a spelling of its own whose reply is typed for it (a touch
/// is answered with a ``TouchDisposition``, a request with a
/// ``NavigationPolicy``). Both behave as the input's case in ``TapInput``
/// says, and take input stamped in the past by its one rule.
public protocol TapInputSending: AnyObject {
  /// The instant input given without one is stamped with: the overlay's
  /// clock.
  var now: Instant { get }

  /// Runs `body` with the ``TapOverlay`` that decides, on its thread or
  /// queue, and returns what it returns.
  func handOn<Result: Sendable>(_ body: @Sendable (TapOverlay) -> Result) -> Result
}

extension TapInputSending {
  /// Gives the engine one input, at `time` (now when `nil`).
  /// - Returns: what the engine did, as the input's case of ``TapReply``.
  @discardableResult
  public func send(_ input: TapInput, at time: Instant? = nil) -> TapReply {
    let time = time ?? now
    return handOn { overlay in
      overlay.run(at: time) { $0.take(input, at: $1, answer: $2, into: &$3) }
    }
  }

  /// Handles one touch at its own instant (``TapInput/touch(_:_:finger:pointer:)``):
  /// hops to ``TapOverlay/handle(_:)``, where the rule is written.
  @discardableResult
  public func handle(_ touch: Touch) -> TouchDisposition {
    handOn { $0.handle(touch) }
  }

  /// Handles a touch stamped now (``TapInput/touch(_:_:finger:pointer:)``).
  @discardableResult
  public func touch(_ phase: TouchPhase, at location: Point, finger: FingerID = 1)
    -> TouchDisposition
  {
    handle(Touch(finger: finger, phase: phase, location: location, time: now))
  }

  /// Answers the web view's question whether to load a request
  /// (``TapInput/request(_:)``), at `time` (now when `nil`).
  @discardableResult
  public func shouldStartLoad(_ request: NavigationRequest, at time: Instant? = nil)
    -> NavigationPolicy
  {
    let time = time ?? now
    return handOn { overlay in
      overlay.run(at: time) { $0.request(request, at: $1, movingBack: false, $2, &$3) }
    }
  }

  /// Presses the back button (``TapInput/back``), at `time` (now when
  /// `nil`).
  /// - Returns: the answer, or `nil` when there was no page to go back to.
  @discardableResult
  public func goBack(at time: Instant? = nil) -> NavigationPolicy? {
    let time = time ?? now
    return handOn { overlay in
      overlay.run(at: time) { $0.back(at: $1, answer: $2, into: &$3) }
    }
  }

  /// Shows new content in the web view (``TapInput/select(_:)``), at
  /// `time` (now when `nil`): the history is cleared.
  public func select(_ url: String, at time: Instant? = nil) {
    let time = time ?? now
    handOn { overlay in
      overlay.run(at: time) { engine, time, _, out in .reply(engine.select(url, at: time, &out)) }
    }
  }

  /// The web view's main frame committed a document at `url`
  /// (``TapInput/committed(_:)``), at `time` (now when `nil`): under
  /// ``HistorySource/commits`` it becomes the page.
  public func committed(_ url: String, at time: Instant? = nil) {
    let time = time ?? now
    handOn { overlay in
      overlay.run(at: time) { engine, time, _, out in .reply(engine.commit(url, at: time, &out)) }
    }
  }

  /// Hides or shows a view (``TapInput/setHidden(_:_:)``).
  /// - Returns: whether the view exists.
  @discardableResult
  public func setHidden(_ hidden: Bool, for view: ViewID) -> Bool {
    handOn { overlay in
      overlay.run(at: nil) { engine, _, _, out in
        .reply(engine.setHidden(hidden, for: view, into: &out))
      }
    }
  }

  /// Gives a view a new frame in its parent's coordinates
  /// (``TapInput/setFrame(_:_:)``).
  /// - Returns: whether the view exists.
  @discardableResult
  public func setFrame(_ frame: Rect, for view: ViewID) -> Bool {
    handOn { overlay in
      overlay.run(at: nil) { engine, _, _, out in
        .reply(engine.setFrame(frame, for: view, into: &out))
      }
    }
  }

  /// Takes the page's answer about what lies under a finger
  /// (``TapInput/pageAnswer(_:)``), at `time` (now when `nil`).
  @discardableResult
  public func pageAnswered(_ answer: PageAnswer, at time: Instant? = nil) -> PageAnswerDisposition {
    let time = time ?? now
    return handOn { overlay in
      overlay.run(at: time) { engine, time, _, out in
        .reply(engine.pageAnswer(answer, at: time, &out))
      }
    }
  }

  /// Takes a same-document navigation (``TapInput/sameDocument(_:)``), at
  /// `time` (now when `nil`).
  @discardableResult
  public func sameDocumentNavigation(
    to url: String, kind: SameDocumentKind, at time: Instant? = nil
  ) -> SameDocumentDisposition {
    let time = time ?? now
    let navigation = SameDocumentNavigation(to: url, kind: kind)
    return handOn { overlay in
      overlay.run(at: time) { engine, time, _, out in
        .reply(engine.sameDocument(navigation, at: time, &out))
      }
    }
  }

  // MARK: - Observation

  /// Removes an observer (``TapOverlay/removeObserver(_:)``); it hears
  /// nothing more, from the next event on.
  public func removeObserver(_ token: ObservationToken) { handOn { $0.removeObserver(token) } }

  /// A stream of every event from now on (``TapOverlay/events()``).
  public func events() -> AsyncStream<OverlayEvent> { handOn { $0.events() } }

  /// A stream of every decision from now on (``TapOverlay/decisions()``).
  public func decisions() -> AsyncStream<Decision> { handOn { $0.decisions() } }
}
