import TapOrLink

/// Why a valid-looking scenario could not be set up.
public enum ScenarioSetupError: Error, Sendable, CustomStringConvertible {
  /// The view tree is malformed.
  case views(ViewTreeError)
  /// The overlay could not be placed.
  case overlay(OverlaySetupError)

  /// A sentence for the error report.
  public var description: String {
    switch self {
    case .views(.duplicateID(let id)): "duplicate view id `\(id)`"
    case .overlay(.noWebView): "the view tree has no web view (`kind: web`)"
    case .overlay(.unknownView(let id)): "overlay view `\(id)` does not exist"
    case .overlay(.noWebViewUnder(let id)): "overlay view `\(id)` has no web view in it"
    case .overlay(.invalidConfiguration(let error)): "config: \(error)"
    }
  }
}
