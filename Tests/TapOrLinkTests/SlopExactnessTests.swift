import TapOrLink
import Testing

@Suite("Slop: what the numbers say in decimals holds exactly")
struct SlopExactnessTests {
  /// The outcome of a down at `start`, a move to `end` and the lift there.
  /// Not exhaustive: only the outcome is in question.
  private func outcome(slop: Double, from start: Point, to end: Point) throws -> String? {
    let h = try Harness(configuration: OverlayConfiguration(slop: slop), exhaustive: false)
    h.down(start.x, start.y, at: 0)
    h.move(end.x, end.y, at: 10)
    h.up(end.x, end.y, at: 20)
    h.runUntilIdle()
    return h.observedDecisions.first?.outcome.name
  }

  @Test("a travel of exactly the slop is a tap, though 0.4 - 0.3 is not 0.1 in binary")
  func exactlySlopInDecimals() throws {
    #expect(0.4 - 0.3 > 0.1)  // the rounding the rule allows for
    #expect(try outcome(slop: 0.1, from: Point(x: 0.3, y: 5), to: Point(x: 0.4, y: 5)) == "tap")
    #expect(try outcome(slop: 0.1, from: Point(x: 5, y: 0.3), to: Point(x: 5, y: 0.4)) == "tap")
    #expect(try outcome(slop: 0.3, from: Point(x: 0.1, y: 1), to: Point(x: 0.4, y: 1)) == "tap")
    #expect(
      try outcome(slop: 0.1, from: Point(x: 300.3, y: 400.1), to: Point(x: 300.4, y: 400.1))
        == "tap")
    // 0.06, 0.08, 0.1: a 3-4-5 triangle in decimals.
    #expect(
      try outcome(slop: 0.1, from: Point(x: 1.01, y: 2.02), to: Point(x: 1.07, y: 2.1)) == "tap")
  }

  @Test("a travel just beyond the slop is still moved")
  func justBeyond() throws {
    #expect(
      try outcome(slop: 0.1, from: Point(x: 0.3, y: 5), to: Point(x: 0.4000001, y: 5)) == "moved")
    #expect(
      try outcome(slop: 0.1, from: Point(x: 0.3, y: 5), to: Point(x: 0.4000000001, y: 5))
        == "moved")
    #expect(
      try outcome(slop: 0.1, from: Point(x: 300.3, y: 5), to: Point(x: 300.4000001, y: 5))
        == "moved")
    #expect(
      try outcome(slop: 10, from: Point(x: 100, y: 5), to: Point(x: 110.000001, y: 5)) == "moved")
  }

  @Test("zero and negative slops keep their meaning")
  func zeroAndNegative() throws {
    #expect(try outcome(slop: 0, from: Point(x: 1, y: 1), to: Point(x: 1, y: 1)) == "tap")
    #expect(try outcome(slop: 0, from: Point(x: 1, y: 1), to: Point(x: 1.000001, y: 1)) == "moved")
    #expect(try outcome(slop: -1, from: Point(x: 1, y: 1), to: Point(x: 1, y: 1)) == "moved")
  }
}
