import Testing

@testable import TapOrLink

/// Every pointer on the engine as a value: a pen, a mouse's and a
/// touchpad's buttons are decided by the finger's rules, but a mouse or a
/// touchpad held still never long-presses, and a press of another button
/// than the primary one is never a content tap.
@Suite("TapEngine as a value: pens, mice and touchpads")
struct PointerTests {
  static func press(
    _ rig: inout TapEngineTests.Rig, with pointer: Pointer, at time: Double, holding: Double = 40,
    x: Double = 100, y: Double = 200
  ) {
    _ = rig.take(.touch(.down, pt(x, y), finger: 1, pointer: pointer), at: time)
    _ = rig.take(.touch(.up, pt(x, y), finger: 1, pointer: pointer), at: time + holding)
  }

  static func outcomes(_ rig: inout TapEngineTests.Rig, until time: Double) -> [Outcome] {
    rig.engine.wake(at: ms(time), into: &rig.out)
    return TapEngineTests.Rig.outcomes(rig.events())
  }

  @Test("the record that holds the pointer stays 128 bytes, copied without a call")
  func recordSize() {
    #expect(MemoryLayout<GestureRecord>.size <= 128)
    #expect(MemoryLayout<Touch>.size <= 40)
  }

  @Test("a pen's tap is a tap, and a pen held still long-presses", arguments: [Pointer.pen])
  func pen(pointer: Pointer) throws {
    var rig = try TapEngineTests.Rig()
    Self.press(&rig, with: pointer, at: 0)
    #expect(Self.outcomes(&rig, until: 790) == [.tap(view: "web", point: pt(100, 200))])
    _ = rig.take(.touch(.down, pt(100, 200), finger: 1, pointer: pointer), at: 1_000)
    #expect(Self.outcomes(&rig, until: 1_500) == [.longPress])
  }

  @Test(
    "a mouse's or a touchpad's primary click is a tap however long it is held",
    arguments: [Pointer.mouse, .touchpad])
  func heldClick(pointer: Pointer) throws {
    var rig = try TapEngineTests.Rig()
    Self.press(&rig, with: pointer, at: 0, holding: 2_000)
    #expect(Self.outcomes(&rig, until: 2_790) == [.tap(view: "web", point: pt(100, 200))])
  }

  @Test(
    "a secondary or middle click is an auxiliary click, never a tap",
    arguments: [
      Pointer(.mouse, button: .secondary), Pointer(.mouse, button: .middle),
      Pointer(.touchpad, button: .secondary),
    ])
  func auxiliaryClick(pointer: Pointer) throws {
    var rig = try TapEngineTests.Rig(OverlayConfiguration(strategy: .pageAnswers))
    Self.press(&rig, with: pointer, at: 0)
    _ = rig.take(.pageAnswer(PageAnswer(.content, for: .gesture(GestureID(1)))), at: 50)
    #expect(Self.outcomes(&rig, until: 60) == [.auxiliaryClick(pointer.button)])
    #expect(rig.engine.machine.undecidedCount == 0)
  }

  @Test("a middle click that opens a link in a new window is a link")
  func middleClickOnALink() throws {
    var rig = try TapEngineTests.Rig()
    Self.press(&rig, with: Pointer(.mouse, button: .middle), at: 0)
    let request = NavigationRequest(url: "https://example.com/next", opensNewWindow: true)
    _ = rig.take(.request(request), at: 100, ruling: .allowed(true))
    #expect(TapEngineTests.Rig.outcomes(rig.events()) == [.link(request)])
  }

  @Test("a drag of any pointer, a selection with the mouse among them, is moved")
  func drag() throws {
    for pointer in [Pointer.mouse, .touchpad, .pen, Pointer(.mouse, button: .secondary)] {
      var rig = try TapEngineTests.Rig()
      _ = rig.take(.touch(.down, pt(100, 200), finger: 1, pointer: pointer), at: 0)
      _ = rig.take(.touch(.move, pt(160, 200), finger: 1, pointer: pointer), at: 30)
      #expect(TapEngineTests.Rig.outcomes(rig.events()) == [.moved], "\(pointer)")
    }
  }

  @Test("the decision's explanation says which button pressed it")
  func explanation() throws {
    var rig = try TapEngineTests.Rig()
    Self.press(&rig, with: Pointer(.touchpad, button: .secondary), at: 0)
    rig.engine.wake(at: ms(790), into: &rig.out)
    let decision = try #require(
      rig.out.effects.compactMap {
        if case .event(let event) = $0 { return event.decision }
        return nil
      }.first)
    #expect(decision.explanation.contains("a touchpad's secondary button pressed it"))
    #expect(decision.outcome.view == nil)
  }
}
