@_spi(Lab) import TapOrLink
import Testing

@Suite("Geometry: points, rectangles, instants and the numbers traces print")
struct GeometryTests {
  @Test("a rectangle holds its left and top edges but not its right and bottom ones")
  func halfOpenEdges() {
    let frame = rect(10, 20, 100, 50)
    #expect(frame.contains(pt(10, 20)))  // top-left corner
    #expect(frame.contains(pt(10, 69.999)))
    #expect(frame.contains(pt(109.999, 20)))
    #expect(!frame.contains(pt(110, 20)))  // x == x + width
    #expect(!frame.contains(pt(10, 70)))  // y == y + height
    #expect(!frame.contains(pt(110, 70)))
    #expect(!frame.contains(pt(9.999, 30)))
    #expect(!frame.contains(pt(30, 19.999)))
    #expect(frame.minX == 10 && frame.minY == 20 && frame.maxX == 110 && frame.maxY == 70)
  }

  @Test("negative and fractional frames behave like any other")
  func negativeAndFractional() {
    let frame = rect(-3, -10.5, 6, 21)
    #expect(frame.contains(pt(-3, -10.5)))
    #expect(frame.contains(pt(0, 0)))
    #expect(!frame.contains(pt(3, 0)))
    #expect(!frame.contains(pt(0, 10.5)))
  }

  @Test(
    "a rectangle with no area contains no point",
    arguments: [
      rect(0, 0, 0, 10), rect(0, 0, 10, 0), rect(0, 0, -5, 10), rect(5, 5, 10, -1),
    ])
  func emptyRectangles(frame: Rect) {
    #expect(!frame.contains(frame.origin))
    #expect(!frame.contains(pt(frame.minX + 1, frame.minY + 1)))
  }

  @Test("offsetting a rectangle keeps its size")
  func offset() {
    #expect(rect(1, 2, 3, 4).offsetBy(10, -20) == rect(11, -18, 3, 4))
  }

  @Test("distances are Euclidean; the squared form avoids the root")
  func distances() {
    #expect(pt(0, 0).distance(to: pt(3, 4)) == 5)
    #expect(pt(0, 0).squaredDistance(to: pt(6, 8)) == 100)
    #expect(pt(-1, -1).distance(to: pt(-1, -1)) == 0)
    #expect(pt(1, 2).offset(by: -1, 0.5) == pt(0, 2.5))
  }

  @Test(
    "numbers print in their shortest form",
    arguments: [
      (200.0, "200"), (10.5, "10.5"), (-3.0, "-3"), (0.0, "0"), (-0.0, "0"), (0.25, "0.25"),
      (-12.75, "-12.75"), (0.00001, "0.00001"), (-0.000125, "-0.000125"),
      (1.2345678901234568e+18, "1234567890123456800"), (1e20, "100000000000000000000"),
      (123456789012345.5, "123456789012345.5"),
    ])
  func shortestNumbers(value: Double, text: String) {
    #expect(NumberText.shortest(value) == text)
  }

  @Test("points and frames print as the scenario format writes them")
  func descriptions() {
    #expect(pt(10.5, 200).description == "10.5 200")
    #expect(rect(0, -3, 320, 480.5).description == "[0, -3, 320, 480.5]")
  }

  @Test("instants are exact integer nanoseconds and print in milliseconds")
  func instants() {
    #expect(Instant.milliseconds(12.5).nanoseconds == 12_500_000)
    #expect(Instant.milliseconds(Int64(340)).description == "340ms")
    #expect(ms(12.5).description == "12.5ms")
    #expect(ms(0.000_001).description == "0.000001ms")
    #expect(Instant.zero.description == "0ms")
    #expect(ms(40) + .milliseconds(750) == ms(790))
    #expect(ms(790) - .milliseconds(750) == ms(40))
    #expect(ms(40) - ms(790) == .milliseconds(-750))
    #expect(ms(790).milliseconds == 790)
    #expect(ms(1) < ms(1.000_001))
    #expect(Duration.milliseconds(-3).millisecondsText == "-3ms")
    #expect(Duration.seconds(0.75).millisecondsText == "750ms")
    #expect(Duration.microseconds(2500).millisecondsText == "2.5ms")
  }
}
