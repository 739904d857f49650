/// A custom URL scheme through which page script calls native code (seed:
/// `nativeaction://hideShow`).
///
/// Requests to the scheme are always blocked, never loaded, and never count
/// as a link activation. A request runs its action only when the action's
/// name is registered (exact, case-sensitive), the request is for the main
/// frame, opens no new window, was started by the main frame's own
/// document (``RequestSource/mainFrame``), and the page's origin is one of
/// ``allowedOrigins``: the current page's, or under
/// ``HistorySource/commits`` the document the main frame last committed.
///
/// The scheme and the action name are read as a browser reads URL text
/// (see `RequestURL`): `" nativeaction://go"`, `"\nnativeaction://go"` and
/// `"native\taction://go"` are all bridge calls naming `go`. The origins are
/// compared as WHATWG origins: only `http`, `https`, `ws`, `wss` and `ftp`
/// pages have one, so an allowed origin of another scheme matches no page.
public struct SchemeBridge: Hashable, Sendable {
  /// The scheme, lowercased; requests match it case-insensitively.
  public let scheme: String
  /// The action names page script may call.
  public var actions: Set<String>
  /// The origins whose pages may call actions.
  public var allowedOrigins: [Origin]

  /// Creates a bridge.
  public init(scheme: String, actions: Set<String>, allowedOrigins: [Origin]) {
    self.scheme = scheme.lowercased()
    self.actions = actions
    self.allowedOrigins = allowedOrigins
  }

  /// What is wrong with `scheme` as a bridge's scheme, or `nil` when a
  /// request can use it: a URL scheme is an ASCII letter followed by
  /// letters, digits, `+`, `-` or `.` (WHATWG URL), so an empty scheme, or
  /// one with a space or a `:` (`" nativeaction"`, `"nativeaction:"`),
  /// could never match a request. `OverlayConfiguration.validated()`
  /// refuses such a bridge.
  package static func schemeProblem(_ scheme: String) -> String? {
    guard let first = scheme.unicodeScalars.first else {
      return "is empty; a scheme is a letter followed by letters, digits, +, - or ."
    }
    guard isLetter(first) else {
      return "must start with a letter (a-z); write the scheme alone, as in \"nativeaction\""
    }
    for scalar in scheme.unicodeScalars.dropFirst() {
      guard
        isLetter(scalar) || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
      else {
        let shown =
          scalar == ":" ? "\":\"" : "U+" + String(scalar.value, radix: 16, uppercase: true)
        return "holds \(shown), which no URL scheme can; write the scheme alone, "
          + "without \":\" or \"//\", as in \"nativeaction\""
      }
    }
    return nil
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// Whether a parsed URL uses the bridge's scheme.
  package func matches(_ url: RequestURL) -> Bool { url.scheme == scheme }

  /// Whether URL text uses the bridge's scheme, judged from the scheme alone
  /// as a browser reads it (`RequestURL.scheme(of:)`): a bridge call with
  /// a malformed rest (`nativeaction://x:port`) is still a bridge call, and
  /// is still blocked. Text without a scheme is relative, and has the
  /// scheme of the page it is read against (`page`), when there is one.
  package func matches(urlText: String, relativeTo page: RequestURL? = nil) -> Bool {
    (RequestURL.scheme(of: urlText) ?? page?.scheme) == scheme
  }

  /// Why a bridge request may or may not run its action.
  public enum Verdict: Hashable, Sendable {
    /// The action runs.
    case run(String)
    /// The name is not a registered action.
    case unknownAction(String)
    /// The request came from a subframe.
    case subframe
    /// The request opens a new window (`target="_blank"`, `window.open`),
    /// whichever frame opened it.
    case newWindow
    /// The request targets the main frame, but a frame's document started
    /// it (`.frame`), or the platform cannot say which did (`.unknown`).
    case notFromMainFrame(RequestSource)
    /// The page has no current origin (no page loaded).
    case noOrigin
    /// The page's origin is not allowed.
    case originNotAllowed(Origin)
  }

  /// Decides whether a bridge request runs its action: its target, the
  /// document that started it and `pageOrigin`, the origin of the page the
  /// main frame shows.
  package func verdict(for request: NavigationRequest, pageOrigin: Origin?) -> Verdict {
    let name = RequestURL.leadingName(of: request.url)
    guard actions.contains(name) else { return .unknownAction(name) }
    if request.opensNewWindow { return .newWindow }
    guard request.isMainFrame else { return .subframe }
    guard request.source == .mainFrame else { return .notFromMainFrame(request.source) }
    guard let pageOrigin else { return .noOrigin }
    guard allowedOrigins.contains(pageOrigin) else { return .originNotAllowed(pageOrigin) }
    return .run(name)
  }
}
