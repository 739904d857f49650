import TapOrLink

/// Shorthand for an instant, in milliseconds on the virtual timeline.
func ms(_ value: Double) -> Instant { .milliseconds(value) }

/// Shorthand for a frame: `rect(x, y, width, height)`.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Shorthand for a point.
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// The window most tests run in:
///
/// ```
/// web (kind web)  [0, 0, 320, 480]         the covered view
///   header        [0, 0, 320, 60]
///   footer        [0, 420, 320, 60]
///     likeButton  [10, 10, 50, 40]         window frame [10, 430, 50, 40]
/// toolbar         [0, 480, 320, 44]        outside the overlay
/// ```
///
/// A down at (100, 200) lands on `web` itself, (100, 30) on `header`,
/// (20, 440) on `likeButton`, (100, 500) outside the overlay on `toolbar`.
enum Fixtures {
  static let views: [View] = [
    View(
      id: "web", frame: rect(0, 0, 320, 480), kind: .web,
      children: [
        View(id: "header", frame: rect(0, 0, 320, 60)),
        View(
          id: "footer", frame: rect(0, 420, 320, 60),
          children: [View(id: "likeButton", frame: rect(10, 10, 50, 40))]),
      ]),
    View(id: "toolbar", frame: rect(0, 480, 320, 44)),
  ]

  static let firstPage = "https://example.com/"

  /// The standard window's tree.
  static func tree() -> ViewTree {
    try! ViewTree(views)
  }
}
