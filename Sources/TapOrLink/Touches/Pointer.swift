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
  @inlinable
  public init(_ kind: PointerKind, button: PointerButton = .primary) {
    self.kind = kind
    self.button = button
  }

  // Computed and inlinable, not stored: a touch's default pointer is then
  // two constant bytes, with no lazy global to check on every touch.

  /// A finger: every touch's pointer unless it says otherwise.
  @inlinable public static var finger: Pointer { Pointer(.finger) }
  /// A pen.
  @inlinable public static var pen: Pointer { Pointer(.pen) }
  /// A mouse's primary button.
  @inlinable public static var mouse: Pointer { Pointer(.mouse) }
  /// A touchpad's primary click.
  @inlinable public static var touchpad: Pointer { Pointer(.touchpad) }
}

extension Pointer: CustomStringConvertible {
  /// The pointer as a scenario step writes it after `with`: `mouse`,
  /// `mouse secondary`, `pen`.
  public var description: String {
    button == .primary ? kind.rawValue : "\(kind.rawValue) \(button.rawValue)"
  }
}
