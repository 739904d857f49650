/// Why a ``TapOverlay`` could not be set up.
public enum OverlaySetupError: Error, Hashable, Sendable {
  /// No view was named and the tree has no web view.
  case noWebView
  /// The named covered view does not exist.
  case unknownView(ViewID)
  /// Neither the covered view nor any view under it is a web view.
  case noWebViewUnder(ViewID)
  /// A setting of the configuration is out of range (see
  /// `OverlayConfiguration.validated()`).
  case invalidConfiguration(OverlayConfigurationError)
}
