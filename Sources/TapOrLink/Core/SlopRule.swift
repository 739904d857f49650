/// Whether a finger has travelled past the slop, judged so that what a
/// scenario (or an app) writes in decimals holds exactly.
///
/// Points and the slop are usually written as decimals (`0.3`, `0.4`,
/// `slop: 0.1`), and binary floating point cannot hold most of them: there
/// `0.4 - 0.3` is `0.10000000000000003`. Compared naively, a finger that
/// travels exactly the slop would count as moved. So the squared distance is
/// compared with the squared slop allowing for the rounding that reading the
/// numbers and computing the distance can have introduced: at most a few
/// units in the last place of each coordinate, of the slop, and of the
/// result. Within that bound the travel counts as within the slop.
///
/// The rule: a travel whose exact decimal distance is at most the slop is
/// never `moved`; one that exceeds the slop by more than about 10⁻¹⁵ of the
/// size of the coordinates involved (10⁻¹² at a coordinate of 1000) is
/// always `moved`. A negative slop makes every travel, zero included,
/// `moved`. A travel whose squared distance overflows (a move of 10¹⁶⁰
/// points) is `moved`, as is one at coordinates so large that the rounding
/// bound overflows: there, any travel at all is many points.
///
/// - Complexity: O(1), no allocation. Most moves are decided by the first
///   comparison; the bound is only computed near or past the slop.
enum SlopRule {
  /// A few units in the last place, in relative terms: four times the
  /// rounding error of one operation, enough for reading each number, the
  /// subtraction, the squares and the sum.
  @usableFromInline static let tolerance = 4 * Double.ulpOfOne

  /// Whether the travel from `start` to `end` exceeds a slop whose square
  /// is `slopSquared` (negative for a negative slop).
  @inline(__always)
  static func isExceeded(from start: Point, to end: Point, slopSquared: Double) -> Bool {
    isExceeded(
      from: start, to: end, squared: start.squaredDistance(to: end), slopSquared: slopSquared)
  }

  /// Whether the travel from `start` to `end`, whose squared distance is
  /// `squared`, exceeds a slop whose square is `slopSquared` (negative for a
  /// negative slop).
  @inline(__always)
  static func isExceeded(
    from start: Point, to end: Point, squared: Double, slopSquared: Double
  ) -> Bool {
    guard squared > slopSquared else { return false }
    guard slopSquared >= 0, squared.isFinite else { return true }
    // Each coordinate difference may be off by a few ulps of the larger of
    // its two coordinates; its square by that times twice the difference.
    let dx = abs(end.x - start.x)
    let dy = abs(end.y - start.y)
    let spanX = abs(start.x) + abs(end.x)
    let spanY = abs(start.y) + abs(end.y)
    let bound = tolerance * (squared + slopSquared + 2 * (spanX * dx + spanY * dy))
    guard bound.isFinite else { return true }
    return squared > slopSquared + bound
  }
}
