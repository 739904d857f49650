/// An axis-aligned rectangle: an origin and a size, in points.
///
/// Containment is half-open, as in UIKit: a point on the left or top edge is
/// inside, a point on the right or bottom edge (`x == minX + width`) is
/// outside. A rectangle with a zero or negative width or height contains no
/// point.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four numbers, as a frame is written.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The smallest x coordinate inside the rectangle.
  package var minX: Double { origin.x }
  /// The smallest y coordinate inside the rectangle.
  package var minY: Double { origin.y }
  /// The first x coordinate past the right edge.
  package var maxX: Double { origin.x + size.width }
  /// The first y coordinate past the bottom edge.
  package var maxY: Double { origin.y + size.height }

  /// Whether the point lies inside: left/top edges in, right/bottom edges out.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// This rectangle moved by the given offset.
  package func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
    Rect(origin: origin.offset(by: dx, dy), size: size)
  }
}

extension Rect: CustomStringConvertible {
  /// The frame as `[x, y, width, height]`, each in its shortest form.
  public var description: String {
    let parts = [origin.x, origin.y, size.width, size.height].map(NumberText.shortest)
    return "[\(parts.joined(separator: ", "))]"
  }
}
