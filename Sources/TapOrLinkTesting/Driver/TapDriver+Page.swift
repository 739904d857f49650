import TapOrLink
import TapSimulation

extension TapDriver {
  // What the page says, as the page script would say it: page answers (what
  // lies under a finger) and same-document navigations (a router moving the
  // page). Each plays at `at:` when given, as every input method does, and
  // records its step, so `timeline.stepLines` writes it as the scenario
  // command of the same name.

  /// The page answers what lies under the gesture at a window point, as
  /// the page script does at `touchend` (`answer KIND at X Y`).
  ///
  /// The kind is what the page found there: `.content` (plain content: a
  /// lifted, undecided gesture is decided `tap` at once), `.link` (the
  /// window stays open for the link's request) or `.unknown` (the page
  /// cannot tell: wait for the window). The engine hears it only with the
  /// `pageAnswers` strategy (`OverlayConfiguration(strategy: .pageAnswers)`);
  /// otherwise the answer is ignored and the disposition says so.
  ///
  /// ```swift
  /// driver.tap(160, 200, at: .milliseconds(0))
  /// driver.answer(.content, 160, 200, at: .milliseconds(60))
  /// expectTap(driver, on: "web", at: .milliseconds(60))
  /// ```
  ///
  /// - Parameters:
  ///   - kind: what lies under the point.
  ///   - x: the point's x, in window coordinates (the driver converts it to
  ///     the web view's, as the page script reports points).
  ///   - y: the point's y.
  ///   - time: when the answer arrives; ``now`` by default.
  /// - Returns: whether the answer decided a gesture, was kept for one, or
  ///   was ignored (and why).
  @discardableResult
  public func answer(_ kind: AnswerKind, _ x: Double, _ y: Double, at time: Instant? = nil)
    -> PageAnswerDisposition
  {
    answer(kind, .point(Point(x: x, y: y)), at: time)
  }

  /// The page answers about one gesture, named by its number
  /// (`answer KIND gesture N`): the first gesture of the driver is 1.
  ///
  /// - Parameters:
  ///   - kind: what lies under the gesture's finger.
  ///   - gesture: the gesture the answer is about.
  ///   - time: when the answer arrives; ``now`` by default.
  /// - Returns: what the engine did with the answer.
  @discardableResult
  public func answer(_ kind: AnswerKind, gesture: GestureID, at time: Instant? = nil)
    -> PageAnswerDisposition
  {
    answer(kind, .gesture(gesture), at: time)
  }

  /// The page answers about the newest gesture (`answer KIND`).
  ///
  /// - Parameters:
  ///   - kind: what lies under the gesture's finger.
  ///   - time: when the answer arrives; ``now`` by default.
  /// - Returns: what the engine did with the answer.
  @discardableResult
  public func answer(_ kind: AnswerKind, at time: Instant? = nil) -> PageAnswerDisposition {
    answer(kind, .latest, at: time)
  }

  /// The page answers, about the target a scenario's `answer` command
  /// names. The other `answer` methods are this one with a target.
  ///
  /// - Parameters:
  ///   - kind: what lies under the gesture's finger.
  ///   - target: the newest gesture, a gesture by number, or a window point.
  ///   - time: when the answer arrives; ``now`` by default.
  /// - Returns: what the engine did with the answer.
  @discardableResult
  public func answer(_ kind: AnswerKind, _ target: AnswerTarget, at time: Instant? = nil)
    -> PageAnswerDisposition
  {
    play(.answer(kind, target), at: time).pageAnswer ?? .ignored(.pageAnswersOff)
  }

  /// The page moves within its document, with no request
  /// (`same-document KIND URL`): a router's `history.pushState`
  /// (`.push`), `replaceState` (`.replace`), a fragment link (`.fragment`),
  /// or back and forward within the document (`.traverse`, never a link).
  ///
  /// While a gesture is undecided, a counted one decides it a link, as a
  /// request does; after a tap it is that tap's late link.
  ///
  /// ```swift
  /// driver.tap(50, 20, at: .milliseconds(0))
  /// driver.sameDocument(.push, to: "https://example.com/inbox", at: .milliseconds(80))
  /// expectLink(driver, to: "https://example.com/inbox", at: .milliseconds(80))
  /// ```
  ///
  /// - Parameters:
  ///   - kind: how the page moved.
  ///   - url: the page's new URL.
  ///   - time: when the page reports it; ``now`` by default.
  /// - Returns: whether it decided a link, was a late link, or counted as
  ///   no link (and why).
  @discardableResult
  public func sameDocument(_ kind: SameDocumentKind, to url: String, at time: Instant? = nil)
    -> SameDocumentDisposition
  {
    let navigation = SameDocumentNavigation(to: url, kind: kind)
    return play(.sameDocument(navigation), at: time).sameDocument
      ?? .ignored(.sameDocumentOriginChanged(url))
  }
}
