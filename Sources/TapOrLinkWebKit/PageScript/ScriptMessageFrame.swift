import TapOrLink

/// The frame that posted a script message, as WebKit describes it
/// (`WKScriptMessage.frameInfo`): whether it is the main frame, and the host
/// and port of the security origin of the document that posted it.
///
/// A bridge call is judged by this origin, not by the page the engine's
/// history holds: the history moves when a navigation is allowed, before
/// the new document replaces the old, so a page that starts a navigation to
/// an allowed site and posts at once would otherwise be taken for that
/// site.
///
/// The scheme is not part of it: the connection reads only what Apple's
/// documentation gives a page for (`WKSecurityOrigin.host` and `port`). The
/// engine still checks the page's whole origin, scheme included, as well.
public struct ScriptMessageFrame: Hashable, Sendable {
  /// Whether the main frame posted the message
  /// (`WKScriptMessage.frameInfo.isMainFrame`).
  public var isMainFrame: Bool
  /// The host of the posting document's origin
  /// (`frameInfo.securityOrigin.host`); empty for a document without one
  /// (a sandboxed frame, a `data:` or `about:` document).
  public var host: String
  /// The port of the posting document's origin
  /// (`frameInfo.securityOrigin.port`); `0` stands for the scheme's default
  /// port.
  public var port: Int

  /// Describes the frame that posted a message.
  public init(isMainFrame: Bool, host: String, port: Int) {
    self.isMainFrame = isMainFrame
    self.host = host
    self.port = port
  }

  /// Describes a frame whose document has `origin`.
  public init(isMainFrame: Bool, origin: Origin) {
    self.init(isMainFrame: isMainFrame, host: origin.host, port: origin.port ?? 0)
  }

  /// Whether the posting document's host and port are `origin`'s: the host
  /// compared without case, a port of `0` read as `origin`'s scheme's
  /// default. A frame without a host matches no origin.
  public func matches(_ origin: Origin) -> Bool {
    guard !host.isEmpty else { return false }
    return Origin(scheme: origin.scheme, host: host, port: port == 0 ? nil : port) == origin
  }

  /// Whether a bridge call from this frame may reach the engine: it comes
  /// from the main frame (as the bridge requires of every call), and its
  /// document's origin is one of `bridge`'s allowed origins.
  public func mayCall(_ bridge: SchemeBridge) -> Bool {
    isMainFrame && bridge.allowedOrigins.contains { matches($0) }
  }

  /// Whether a page answer from this frame may reach the engine: it comes
  /// from the main frame, or from a frame whose document is of the main
  /// page's origin, `pageOrigin` (the document the main frame committed,
  /// `WebViewInput.committedOrigin`). A frame of another origin (an
  /// advertisement's, a widget's), a frame without a host (a sandboxed or
  /// `data:` document) and any frame while the page's origin is unknown
  /// may not: its answer would decide the main page's gestures, and a
  /// `content` posted over the page would make every link a tap.
  public func mayAnswer(onPageOf pageOrigin: Origin?) -> Bool {
    if isMainFrame { return true }
    guard let pageOrigin else { return false }
    return matches(pageOrigin)
  }
}
