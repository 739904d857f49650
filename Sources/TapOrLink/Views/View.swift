/// The description of one view and its subviews, used to build a
/// ``ViewTree``.
public struct View: Hashable, Sendable {
  /// The view's unique name.
  public var id: ViewID
  /// The frame in the parent's coordinates (window coordinates for a
  /// top-level view).
  public var frame: Rect
  /// Whether it is a web view.
  public var kind: ViewKind
  /// A hidden view and its subtree take no touches.
  public var isHidden: Bool
  /// A non-interactive view and its subtree take no touches
  /// (`isUserInteractionEnabled == false` in UIKit).
  public var isInteractive: Bool
  /// Subviews, back to front: the last one is drawn on top.
  public var children: [View]

  /// Creates a view description.
  public init(
    id: ViewID, frame: Rect, kind: ViewKind = .plain, isHidden: Bool = false,
    isInteractive: Bool = true, children: [View] = []
  ) {
    self.id = id
    self.frame = frame
    self.kind = kind
    self.isHidden = isHidden
    self.isInteractive = isInteractive
    self.children = children
  }
}
