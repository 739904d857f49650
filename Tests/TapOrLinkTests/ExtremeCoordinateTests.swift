import TapOrLink
import Testing

/// Distances that overflow are moves, and points that are not finite are
/// refused with a diagnostic (issue 19 item 6).
@Suite struct ExtremeCoordinateTests {
  @Test(
    "a travel whose squared distance or rounding bound overflows is moved",
    arguments: [(100.0, 1e160), (100, 1.2e154), (100, -1e308), (100, 1e155)])
  func overflow(from start: Double, to end: Double) throws {
    let h = try Harness()
    _ = h.down(start, 200, at: 0)
    _ = h.move(end, 200, at: 10)
    _ = h.up(end, 200, at: 20)
    h.runUntilIdle()
    #expect(try onlyDecision(h).outcome.name == "moved")
    h.expect([
      .delivered(.down(start, 200, at: ms(0)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(end, 200, at: ms(10)), to: "web"), .decided(.moved, at: ms(10)),
      .replied(.delivered(to: "web")),
      .delivered(.up(end, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
    ])
  }

  @Test(
    "a touch at a point that is not finite is ignored with a diagnostic",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(value: Double) throws {
    // Not exhaustive: a NaN in an effect never equals itself.
    let h = try Harness(exhaustive: false)
    _ = h.down(100, 200, at: 0)
    let move = h.move(10, value, at: 10)
    guard case .ignored(.nonFinitePoint(1, .move, _)) = move else {
      Issue.record("expected the move to be refused, got \(move)")
      return
    }
    let down = h.down(value, 10, finger: 2, at: 15)
    #expect(down == .ignored(.nonFinitePoint(2, .down, Point(x: value, y: 10))) || value.isNaN)
    _ = h.up(100, 200, at: 20)
    h.runUntilIdle()
    #expect(try onlyDecision(h).outcome.name == "tap")  // the finger never left its point
    #expect(h.diagnostics.contains { "\($0)".contains("which is not a finite point: ignored") })
  }

  @Test("Instant.milliseconds saturates on integers beyond the timeline")
  func saturatingMilliseconds() {
    #expect(Instant.milliseconds(10_000_000_000_000 as Int64) == Instant(nanoseconds: .max))
    #expect(Instant.milliseconds(-10_000_000_000_000) == Instant(nanoseconds: .min))
    #expect(Instant.milliseconds(UInt64.max) == Instant(nanoseconds: .max))
    #expect(Instant.milliseconds(12) == Instant(nanoseconds: 12_000_000))
  }
}
