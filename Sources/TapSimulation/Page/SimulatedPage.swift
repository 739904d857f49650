import TapOrLink

/// What a simulated web page does on its own, as the scenario contract
/// describes it: a still lift of a gesture's first finger
/// (`TapOverlay.lastStillLift`) whose up point lies in a link makes the
/// page request that link (or route to it within the document) after the
/// click delay, with `page-answers` the page answers about that lift, and
/// with the `probe` strategy the page answers the probe from its links.
///
/// A still lift on one of its ``controls`` (and on no link) is clicked
/// too: the page answers `link` about the lift (as the page script does
/// near anything interactive), and at the click, `control KIND`; a control
/// whose handler navigates then requests its URL at once.
///
/// The page never knows what the engine decided: it clicks and answers for
/// every still lift, even one a page answer or a request has already
/// decided, so a click after a `tap` comes as a late link (see
/// ``gestureToFollow(on:)``).
///
/// ``Simulation`` (virtual time) and `TapOrLinkTesting`'s real-time replay
/// share it, so both simulate the same page.
public struct SimulatedPage: Sendable {
  /// The page's links, in the web view's own coordinates.
  public var links: [WebLink]
  /// The page's own controls, in the web view's own coordinates.
  public var controls: [WebControl]
  /// How long after touch-up the page requests a tapped link.
  public var clickDelay: Duration
  /// How long after touch-up the page answers what lies under the up point
  /// (`page-answers`); `nil` when it gives no answers of its own.
  public var answerDelay: Duration?

  /// Creates a page.
  public init(
    links: [WebLink], controls: [WebControl] = [], clickDelay: Duration,
    answerDelay: Duration? = nil
  ) {
    self.links = links
    self.controls = controls
    self.clickDelay = clickDelay
    self.answerDelay = answerDelay
  }

  /// The gesture whose lift the page clicks (and answers about) after the
  /// up the engine has just handled, if any.
  ///
  /// Every still lift (`TapOverlay.lastStillLift`: within slop of the down
  /// point, no second engine finger, no long press), whatever the engine
  /// decided meanwhile, with or without page answers: the page never knows,
  /// as the scenario contract says (a real page clicks the link under a
  /// still lift even after a request made the held gesture a link). The only still lift that
  /// follows a decision is one after a request or a same-document
  /// navigation decided the gesture `link` while the finger was down.
  public func gestureToFollow(on overlay: TapOverlay) -> GestureID? {
    overlay.lastStillLift
  }

  /// What the page does after `input`, which the engine has just taken:
  /// after a still lift (``gestureToFollow(on:)``), its answer about that
  /// lift after ``answerDelay`` (when it answers), then its click on the
  /// link or control under the up point after ``clickDelay`` (for a
  /// control: its `control` answer when the page answers, then its
  /// handler's request, if it navigates); after any other input, nothing.
  /// Both players, on virtual and on real time, schedule these.
  public func reactions(to input: TapInput, on overlay: TapOverlay) -> [PageReaction] {
    guard case .touch(.up, let point, _, _) = input, let gesture = gestureToFollow(on: overlay)
    else { return [] }
    var reactions: [PageReaction] = []
    if let answerDelay {
      let answer = answer(about: gesture, liftedAt: point, on: overlay)
      reactions.append(PageReaction(delay: answerDelay, input: .pageAnswer(answer)))
    }
    if let click = click(at: point, on: overlay) {
      reactions.append(PageReaction(delay: clickDelay, input: click))
    } else if let control = control(at: point, on: overlay) {
      if answerDelay != nil {
        let pagePoint = overlay.tree.convert(point, to: overlay.webView) ?? point
        let answer = PageAnswer(control: control.kind, for: .lift(gesture, at: pagePoint))
        reactions.append(PageReaction(delay: clickDelay, input: .pageAnswer(answer)))
      }
      if let url = control.navigates {
        let request = NavigationRequest(url: url, type: .other)
        reactions.append(PageReaction(delay: clickDelay, input: .request(request)))
      }
    }
    return reactions
  }

  /// The front-most (last listed) control under a window point over the
  /// overlay's web view, if any.
  public func control(at windowPoint: Point, on overlay: TapOverlay) -> WebControl? {
    guard let pagePoint = overlay.tree.convert(windowPoint, to: overlay.webView) else {
      return nil
    }
    return controls.last { $0.frame.contains(pagePoint) }
  }

  /// The answer the page gives about `gesture`, whose finger lifted at
  /// `windowPoint`: `link` when one of its links or controls lies under
  /// it, else `content`. It is about that lift and no other gesture
  /// (`PageAnswer.Subject.lift(_:at:)`, with the point in the web view's
  /// coordinates), even when another gesture is held or waiting near it.
  public func answer(about gesture: GestureID, liftedAt windowPoint: Point, on overlay: TapOverlay)
    -> PageAnswer
  {
    let pagePoint = overlay.tree.convert(windowPoint, to: overlay.webView) ?? windowPoint
    let interactive =
      links.contains { $0.frame.contains(pagePoint) }
      || controls.contains { $0.frame.contains(pagePoint) }
    let kind: AnswerKind = interactive ? .link : .content
    return PageAnswer(kind, for: .lift(gesture, at: pagePoint))
  }

  /// A probe that answers from the links and controls: `link` inside a
  /// link, else `control` inside a control, else `content`.
  public var probe: ContentProbe {
    let frames = links.map(\.frame)
    let controlFrames = controls.map(\.frame)
    return ContentProbe { point in
      if frames.contains(where: { $0.contains(point) }) { return .link }
      return controlFrames.contains { $0.contains(point) } ? .control : .content
    }
  }

  /// `configuration` with this page answering the probe, when its strategy
  /// is `probe`.
  public func answeringProbe(in configuration: OverlayConfiguration) -> OverlayConfiguration {
    guard case .probe = configuration.strategy else { return configuration }
    var configuration = configuration
    configuration.strategy = .probe(probe)
    return configuration
  }

  /// What the page does for a still lift at `windowPoint` over the
  /// overlay's web view, for the front-most (last listed) link under it, if
  /// any: requests it, or moves to it within the document when the page
  /// routes that link itself: the input the click gives the engine.
  public func click(at windowPoint: Point, on overlay: TapOverlay) -> TapInput? {
    guard let pagePoint = overlay.tree.convert(windowPoint, to: overlay.webView),
      let link = links.last(where: { $0.frame.contains(pagePoint) })
    else { return nil }
    guard let kind = link.routes else {
      return .request(NavigationRequest(url: link.href, type: .link))
    }
    return .sameDocument(SameDocumentNavigation(to: link.href, kind: kind))
  }
}
