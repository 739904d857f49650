import TapOrLink
import Testing

@Suite("Successive gestures: several undecided at once")
struct SuccessiveGesturesTests {
  static let a = "https://example.com/a"
  static let b = "https://example.com/b"

  @Test("two quick taps are two taps, each at its own up + window")
  func twoQuickTaps() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(150, 250, from: 100, to: 140)
    #expect(h.overlay.undecidedCount == 2)
    h.finish()
    #expect(h.outcomes == ["790ms: tap web 100 200", "890ms: tap web 150 250"])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("a counted request goes to the oldest undecided gesture whose finger is up")
  func oldestWaitingGetsTheRequest() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.press(150, 250, from: 100, to: 140)
    h.request(Self.a, at: 340)
    h.finish()
    #expect(h.outcomes == ["340ms: link \(Self.a)", "890ms: tap web 150 250"])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("a waiting gesture takes the request before the one in progress")
  func waitingBeforeInProgress() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.down(150, 250, at: 100)
    h.request(Self.a, at: 200)
    h.up(150, 250, at: 250)
    h.finish()
    #expect(h.outcomes == ["200ms: link \(Self.a)", "1000ms: tap web 150 250"])
  }

  @Test("with none waiting, the request goes to the gesture in progress")
  func inProgressWhenNoneWaits() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 40)
    h.down(150, 250, at: 100)
    h.request(Self.a, at: 200)
    h.request(Self.b, at: 210)
    h.up(150, 250, at: 250)
    h.finish()
    #expect(h.outcomes == ["200ms: link \(Self.a)", "210ms: link \(Self.b)"])
    #expect(h.decisions.map(\.gesture) == [GestureID(1), GestureID(2)])
  }

  @Test("three waiting gestures, two requests: the two oldest are links, the newest a tap")
  func threeWaitingTwoRequests() throws {
    let h = try Harness()
    h.press(10, 100, from: 0, to: 10)
    h.press(20, 100, from: 20, to: 30)
    h.press(30, 100, from: 40, to: 50)
    h.request(Self.a, at: 60)
    h.request(Self.b, type: .form, at: 70)
    h.finish()
    #expect(
      h.outcomes == [
        "60ms: link \(Self.a)", "70ms: link \(Self.b)", "800ms: tap web 30 100",
      ])
    #expect(h.decisions.map(\.gesture.number) == [1, 2, 3])
  }

  @Test("a moved gesture between two taps is not waiting and takes no request")
  func movedGestureTakesNothing() throws {
    let h = try Harness()
    h.down(100, 200, at: 0)
    h.up(100, 250, at: 10)  // moved at the up
    h.press(100, 200, from: 20, to: 30)
    h.request(Self.a, at: 100)
    h.finish()
    #expect(h.outcomes == ["10ms: moved", "100ms: link \(Self.a)"])
    #expect(h.decisions.map(\.gesture.number) == [1, 2])
  }

  @Test("many quick taps: each decided once, in order, the requests to the oldest")
  func manyQuickTaps() throws {
    // More gestures waiting than the engine's initial queue holds, with
    // requests taking some from the front while others join at the back.
    let h = try Harness()
    for index in 0..<20 {
      let start = Double(index) * 20
      h.press(Double(index), 100, from: start, to: start + 5)
      if index % 4 == 3 {
        h.request("https://example.com/\(index)", at: start + 10)
      }
    }
    h.finish()
    // The five requests (at 70, 150, 230, 310, 390) go to gestures 1 to 5,
    // the oldest waiting each time; gestures 6 to 20 tap.
    var expected: [String] = []
    for count in 0..<5 {
      let index = 4 * count + 3
      expected.append("\(ms(Double(index) * 20 + 10)): link https://example.com/\(index)")
    }
    for index in 5..<20 {
      expected.append("\(ms(Double(index) * 20 + 5 + 750)): tap web \(index) 100")
    }
    #expect(h.outcomes == expected)
    #expect(h.decisions.map(\.gesture.number) == Array(1...20))
    #expect(h.overlay.undecidedCount == 0)
  }

  @Test("gesture numbers count up across all outcomes")
  func gestureNumbers() throws {
    let h = try Harness()
    h.press(100, 200, from: 0, to: 10)  // 1: tap
    h.down(100, 200, at: 20)
    h.cancel(at: 30)  // 2: cancelled
    h.down(100, 200, at: 40)
    h.down(100, 200, finger: 2, at: 50)  // 3: multitouch
    h.up(100, 200, at: 60)
    h.up(100, 200, finger: 2, at: 70)
    h.finish()
    #expect(h.decisions.map(\.gesture) == [GestureID(2), GestureID(3), GestureID(1)])
    #expect(h.decisions.map(\.outcome.name) == ["cancelled", "multitouch", "tap"])
  }
}
