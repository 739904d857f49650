import Dispatch
import TapOrLink
import TapOrLinkWebKit
import Testing

@Suite struct FingerNumbersTests {
  @Test("a touch keeps its number through its phases; a new finger takes the lowest free")
  func numbering() {
    var fingers = FingerNumbers<String>()
    #expect(fingers.finger(for: "a", phase: .down) == 1)
    #expect(fingers.finger(for: "b", phase: .down) == 2)
    #expect(fingers.count == 2)
    #expect(fingers.finger(for: "a", phase: .move) == 1)
    #expect(fingers.finger(for: "a", phase: .up) == 1)
    #expect(fingers.finger(for: "c", phase: .down) == 1)  // 1 is free again
    #expect(fingers.finger(for: "b", phase: .cancel) == 2)
    #expect(fingers.finger(for: "d", phase: .down) == 2)
  }

  @Test("a touch never seen down gets a number no finger has, and is not kept")
  func unknownTouch() throws {
    var fingers = FingerNumbers<String>()
    #expect(fingers.finger(for: "a", phase: .down) == 1)
    #expect(fingers.finger(for: "z", phase: .up) == 2)
    #expect(fingers.finger(for: "y", phase: .move) == 2)
    #expect(fingers.count == 1)
    let overlay = try TapOverlay(
      tree: ViewTree([View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)]
      ),
      scheduler: ManualScheduler())
    overlay.handle(.down(10, 10, at: .zero))
    #expect(overlay.handle(.up(10, 10, finger: 2, at: .zero)) == .ignored(.fingerNotDown(2, .up)))
  }
}

@Suite struct TouchTranslatorTests {
  @Test("points, finger identity and uptime timestamps become a Touch on the scheduler's clock")
  func translate() {
    let scheduler = DispatchTimerScheduler()
    var translator = TouchTranslator<Int>(scheduler: scheduler)
    let uptime = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    let down = translator.touch(7, .down, at: Point(x: 50, y: 20.5), uptime: uptime)
    #expect(translator.fingersDown == 1)
    let up = translator.touch(7, .up, at: Point(x: 51, y: 20.5), uptime: uptime + 0.04)
    #expect(translator.fingersDown == 0)
    #expect(down.finger == 1 && up.finger == 1)
    #expect(down.phase == .down && up.phase == .up)
    #expect(down.location == Point(x: 50, y: 20.5))
    let held = up.time - down.time
    #expect(held > .microseconds(39_999) && held < .microseconds(40_001))
    #expect(down.time <= scheduler.now)
  }

  @Test("a conversion of one's own puts uptimes on a virtual clock")
  func ownClock() {
    var translator = TouchTranslator<Int>(instantOfUptime: { Instant(milliseconds: $0 * 1_000) })
    #expect(
      translator.touch(1, .down, at: Point(x: 0, y: 0), uptime: 1.25).time == .milliseconds(1_250))
  }
}
