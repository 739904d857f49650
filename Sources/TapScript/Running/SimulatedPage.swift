import TapOrLink

/// What a simulated web page does on its own, as the scenario contract
/// describes it: a lifted, undecided gesture whose up point lies in a link
/// makes the page request that link (or route to it within the document)
/// after the click delay, and with the
/// `probe` strategy the page answers the probe from its links.
///
/// ``Simulation`` (virtual time) and `TapOrLinkTesting`'s real-time replay
/// share it, so both simulate the same page.
public struct SimulatedPage: Sendable {
  /// The page's links, in the web view's own coordinates.
  public var links: [WebLink]
  /// How long after touch-up the page requests a tapped link.
  public var clickDelay: Duration
  /// How long after touch-up the page answers what lies under the up point
  /// (`page-answers`); `nil` when it gives no answers of its own.
  public var answerDelay: Duration?

  /// Creates a page.
  public init(links: [WebLink], clickDelay: Duration, answerDelay: Duration? = nil) {
    self.links = links
    self.clickDelay = clickDelay
    self.answerDelay = answerDelay
  }

  /// The answer the page gives for a finger lifted at `windowPoint`: `link`
  /// when one of its links lies under it, else `content`, about that point
  /// in the web view's coordinates.
  public func answer(at windowPoint: Point, on overlay: TapOverlay) -> PageAnswer {
    let pagePoint = overlay.tree.convert(windowPoint, to: overlay.webView) ?? windowPoint
    let kind: ProbeAnswer = links.contains { $0.frame.contains(pagePoint) } ? .link : .content
    return PageAnswer(kind, for: .point(pagePoint))
  }

  /// A probe that answers from the links: `link` inside one, else `content`.
  public var probe: ContentProbe {
    let frames = links.map(\.frame)
    return ContentProbe { point in frames.contains { $0.contains(point) } ? .link : .content }
  }

  /// `configuration` with this page answering the probe, when its strategy
  /// is `probe`.
  public func answeringProbe(in configuration: OverlayConfiguration) -> OverlayConfiguration {
    guard case .probe = configuration.strategy else { return configuration }
    var configuration = configuration
    configuration.strategy = .probe(probe)
    return configuration
  }

  /// What the page does for a tap lifted at `windowPoint` over the
  /// overlay's web view, for the front-most (last listed) link under it, if
  /// any: requests it, or moves to it within the document when the page
  /// routes that link itself.
  public func click(at windowPoint: Point, on overlay: TapOverlay) -> PageClick? {
    guard let pagePoint = overlay.tree.convert(windowPoint, to: overlay.webView),
      let link = links.last(where: { $0.frame.contains(pagePoint) })
    else { return nil }
    guard let kind = link.routes else {
      return .request(NavigationRequest(url: link.href, type: .link))
    }
    return .sameDocument(SameDocumentNavigation(to: link.href, kind: kind))
  }
}
