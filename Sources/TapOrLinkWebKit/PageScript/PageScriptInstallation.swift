import TapOrLinkPageScript

/// How a web view installs the page script, as data: what a `WKUserScript`
/// and its `WKScriptMessageHandler` are made of.
///
/// The script must run at document start, before the page's own scripts add
/// their listeners (it notes them), and in every frame, so that a tap inside
/// a same-origin iframe is answered too.
public struct PageScriptInstallation: Hashable, Sendable {
  /// When the script runs, as `WKUserScriptInjectionTime` says it.
  public enum InjectionTime: Hashable, Sendable {
    /// Before the document's own content loads (`.atDocumentStart`).
    case atDocumentStart
    /// After the document has loaded (`.atDocumentEnd`).
    case atDocumentEnd
  }

  /// The JavaScript source.
  public var source: String
  /// The script message handler the script posts to.
  public var messageHandlerName: String
  /// When it runs.
  public var injectionTime: InjectionTime
  /// Whether it runs in the main frame only (`false`: in every frame).
  public var forMainFrameOnly: Bool

  /// Creates an installation.
  public init(
    source: String, messageHandlerName: String, injectionTime: InjectionTime,
    forMainFrameOnly: Bool
  ) {
    self.source = source
    self.messageHandlerName = messageHandlerName
    self.injectionTime = injectionTime
    self.forMainFrameOnly = forMainFrameOnly
  }

  /// TapOrLink's page script (`PageScript.source`), posting to the
  /// `taporlink` handler, at document start, in every frame.
  public static var pageScript: PageScriptInstallation {
    PageScriptInstallation(
      source: PageScript.source, messageHandlerName: PageScript.messageHandlerName,
      injectionTime: .atDocumentStart, forMainFrameOnly: false)
  }
}
