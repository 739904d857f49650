import TapOrLink

/// One of a simulated page's own controls (a button, a field, a
/// checkbox): where it is, what kind it is, and where its handler
/// navigates, if it does.
public struct WebControl: Hashable, Sendable {
  /// Its frame in the web view's own coordinates.
  public var frame: Rect
  /// What kind of control it is: what the page answers at its click.
  public var kind: ControlKind
  /// The URL its click handler loads (a request of type `other`, as a
  /// script's navigation is), or `nil` for a control that only does its
  /// own work.
  public var navigates: String?

  /// Creates a control.
  public init(frame: Rect, kind: ControlKind, navigates: String? = nil) {
    self.frame = frame
    self.kind = kind
    self.navigates = navigates
  }
}
