/// What made a touch: its ``PointerKind`` and, for a mouse or a touchpad,
/// its ``PointerButton``. A finger's and a pen's touches press the primary
/// button.
///
/// A gesture is made by the pointer of its first touch-down; the pointer of
/// its later phases is not read.
public struct Pointer: Hashable, Sendable {
  /// What the person touched with.
  public var kind: PointerKind
  /// The button pressed.
  public var button: PointerButton

  /// A pointer of `kind` pressing `button`.
  public init(_ kind: PointerKind, button: PointerButton = .primary) {
    self.kind = kind
    self.button = button
  }

  /// A finger: every touch's pointer unless it says otherwise.
  public static let finger = Pointer(.finger)
  /// A pen.
  public static let pen = Pointer(.pen)
  /// A mouse's primary button.
  public static let mouse = Pointer(.mouse)
  /// A touchpad's primary click.
  public static let touchpad = Pointer(.touchpad)
}

extension Pointer: CustomStringConvertible {
  /// The pointer as a scenario step writes it after `with`: `mouse`,
  /// `mouse secondary`, `pen`.
  public var description: String {
    button == .primary ? kind.rawValue : "\(kind.rawValue) \(button.rawValue)"
  }
}
