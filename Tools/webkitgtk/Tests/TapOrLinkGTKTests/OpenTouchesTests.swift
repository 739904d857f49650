import TapOrLink
import Testing

@testable import TapOrLinkGTK

/// The ledger of touches the connection handed to the engine, without GTK.
@Suite struct OpenTouchesTests {
  private let here = Point(x: 10, y: 20)
  private let there = Point(x: 30, y: 40)

  /// Whether the engine is to hear the touch (``OpenTouches/take(_:_:at:)``).
  private func hears(
    _ touches: inout OpenTouches<UInt>, _ key: UInt, _ phase: TouchPhase, at point: Point
  ) -> Bool {
    touches.take(key, phase, at: point)
  }

  @Test func aTouchIsOpenFromItsDownToItsEnd() {
    var touches = OpenTouches<UInt>()
    #expect(hears(&touches, 1, .down, at: here))
    #expect(hears(&touches, 1, .move, at: there))
    #expect(touches.openCount == 1)
    #expect(hears(&touches, 1, .up, at: there))
    #expect(touches.openCount == 0)
    #expect(touches.endAll().isEmpty)
  }

  @Test func endingAllCancelsEachOpenTouchAtItsLatestPointInTheOrderTheyWentDown() {
    var touches = OpenTouches<UInt>()
    _ = touches.take(7, .down, at: here)
    _ = touches.take(3, .down, at: here)
    _ = touches.take(7, .move, at: there)
    let ended = touches.endAll()
    #expect(ended.map(\.key) == [7, 3])
    #expect(ended.map(\.point) == [there, here])
    #expect(touches.openCount == 0)
    #expect(touches.endAll().isEmpty)  // each is ended once
  }

  @Test func theRestOfATouchEndedHereIsDroppedUntilItsEnd() {
    var touches = OpenTouches<UInt>()
    _ = touches.take(1, .down, at: here)
    _ = touches.endAll()
    #expect(!hears(&touches, 1, .move, at: there))
    #expect(!hears(&touches, 1, .up, at: there))
    // Its end came: the sequence is forgotten, and a new touch may reuse it.
    #expect(touches.touches.isEmpty)
    #expect(hears(&touches, 1, .down, at: here))
    #expect(touches.openCount == 1)
  }

  @Test func aNewDownOnASequenceEndedHereIsANewTouch() {
    var touches = OpenTouches<UInt>()
    _ = touches.take(1, .down, at: here)
    _ = touches.endAll()
    #expect(hears(&touches, 1, .down, at: there))
    #expect(hears(&touches, 1, .up, at: there))
    #expect(touches.touches.isEmpty)
  }

  @Test func aTouchNeverSeenDownIsHandedOnUntracked() {
    var touches = OpenTouches<UInt>()
    #expect(hears(&touches, 9, .move, at: here))
    #expect(hears(&touches, 9, .up, at: here))
    #expect(touches.touches.isEmpty)
  }

  @Test func touchesEndedHereWhoseEndNeverCameAreForgottenOldestFirst() {
    var touches = OpenTouches<UInt>()
    for key in UInt(1)...UInt(OpenTouches<UInt>.endedKept + 4) {
      _ = touches.take(key, .down, at: here)
      _ = touches.endAll()
    }
    #expect(touches.touches.count == OpenTouches<UInt>.endedKept)
    #expect(touches.touches.first?.key == 5)
  }
}
