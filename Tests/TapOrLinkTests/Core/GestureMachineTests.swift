import Testing

@testable import TapOrLink

/// The gesture rules as a value, without an overlay, a shell or a clock: a
/// `GestureMachine` is built, given touches, page answers, activations and
/// deadlines, and checked on what each call returns (as
/// async-http-client tests its connection state machine).
@Suite("GestureMachine as a value: each rule on what it returns")
struct GestureMachineTests {
  /// A machine and the step its touches write into.
  struct Rig {
    var machine: GestureMachine
    var step = GestureMachine.TouchStep()

    init(_ configuration: OverlayConfiguration = OverlayConfiguration()) {
      machine = GestureMachine(configuration: configuration)
    }

    /// One touch; a down lands on tree position `target` (none: outside).
    mutating func touch(
      _ phase: TouchPhase, _ x: Double, _ y: Double, at time: Double, finger: FingerID = 1,
      target: Int? = 0
    ) -> GestureMachine.TouchStep {
      var hit = GestureMachine.Hit()
      if phase == .down { hit.target = target }
      machine.handle(
        Touch(finger: finger, phase: phase, location: pt(x, y), time: ms(time)), hit: hit,
        into: &step)
      return step
    }

    /// What is due by `time`, the deadline at `time` included.
    mutating func due(by time: Double) -> GestureMachine.DecidedGesture? {
      machine.fireDue(before: ms(time), inclusive: true)
    }
  }

  @Test("a still tap waits for its window, and the window's end decides it tap")
  func stillTap() {
    var rig = Rig()
    let down = rig.touch(.down, 100, 200, at: 0)
    #expect(down.delivery == 0 && !down.decided && down.ignored == nil)
    #expect(rig.machine.nextDeadline == ms(500))  // the long press
    let up = rig.touch(.up, 100, 200, at: 40)
    #expect(up.awaiting == GestureID(1) && up.stillLift == GestureID(1) && !up.decided)
    #expect(rig.machine.nextDeadline == ms(790))
    #expect(rig.machine.fireDue(before: ms(790), inclusive: false) == nil)
    let tap = rig.due(by: 790)
    #expect(tap?.kind == .tap && tap?.reason == .windowClosed && tap?.time == ms(790))
    #expect(tap?.record.id == GestureID(1))
    #expect(rig.machine.nextDeadline == nil)
    #expect(rig.due(by: 10_000) == nil)
  }

  @Test("a move past the slop decides moved at the move; the up decides nothing more")
  func moved() {
    var rig = Rig()
    _ = rig.touch(.down, 100, 200, at: 0)
    #expect(!rig.touch(.move, 106, 208, at: 10).decided)  // 10 points: within
    let past = rig.touch(.move, 106.5, 208.5, at: 20)
    #expect(past.decided && past.decision?.kind == .moved)
    #expect(
      past.decision?.reason == .travelledPastSlop(distance: (6.5 * 6.5 + 8.5 * 8.5).squareRoot()))
    #expect(!rig.touch(.up, 106.5, 208.5, at: 30).decided)
    #expect(rig.machine.nextDeadline == nil)
  }

  @Test("a second finger decides multitouch; the system's cancel decides cancelled")
  func multiTouchAndCancel() {
    var rig = Rig()
    _ = rig.touch(.down, 100, 200, at: 0)
    let second = rig.touch(.down, 150, 200, at: 10, finger: 2)
    #expect(second.decided && second.decision?.kind == .multiTouch)
    #expect(second.decision?.reason == .secondFinger(2))
    _ = rig.touch(.up, 150, 200, at: 20, finger: 2)
    _ = rig.touch(.up, 100, 200, at: 30)
    _ = rig.touch(.down, 100, 200, at: 100)
    let cancel = rig.touch(.cancel, 0, 0, at: 110)
    #expect(cancel.decided && cancel.decision?.kind == .cancelled)
    #expect(cancel.decision?.reason == .cancelledBySystem)
  }

  @Test("a finger held still past the long press is decided at the deadline")
  func longPress() {
    var rig = Rig()
    _ = rig.touch(.down, 100, 200, at: 0)
    #expect(rig.due(by: 499) == nil)
    let held = rig.due(by: 500)
    #expect(held?.kind == .longPress && held?.reason == .heldPastLongPress)
    #expect(!rig.touch(.up, 100, 200, at: 900).decided)
  }

  @Test("touches of fingers that are not down, or already down, are ignored")
  func ignoredTouches() {
    var rig = Rig()
    #expect(rig.touch(.up, 1, 1, at: 0).ignored == .fingerNotDown)
    _ = rig.touch(.down, 100, 200, at: 1)
    #expect(rig.touch(.down, 100, 200, at: 2).ignored == .fingerAlreadyDown)
    #expect(rig.touch(.move, 100, 200, at: 3, finger: 7).ignored == .fingerNotDown)
  }

  @Test("a counted request in the window decides the waiting gesture link")
  func countedRequest() {
    var rig = Rig()
    _ = rig.touch(.down, 100, 200, at: 0)
    _ = rig.touch(.up, 100, 200, at: 40)
    let request = NavigationRequest(url: "https://example.com/a")
    let step = rig.machine.countedRequest(request, at: ms(340))
    #expect(step.link?.request == request && step.link?.record.id == GestureID(1))
    #expect(step.link?.reason == .countedRequest(afterUp: .milliseconds(300)))
    #expect(step.lateLink == nil && !step.sameActivation)
    #expect(rig.machine.nextDeadline == nil)
  }

  @Test("with no gesture undecided, a request decides nothing")
  func requestWithNoGesture() {
    var rig = Rig()
    let step = rig.machine.countedRequest(
      NavigationRequest(url: "https://example.com/a"), at: ms(5))
    #expect(step.link == nil && step.lateLink == nil)
  }

  @Test("a content answer after the lift decides tap at once")
  func contentAnswer() {
    var rig = Rig(OverlayConfiguration(strategy: .pageAnswers))
    _ = rig.touch(.down, 100, 200, at: 0)
    _ = rig.touch(.up, 100, 200, at: 40)
    let answer = PageAnswer(.content, for: .gesture(GestureID(1)))
    guard case .decided(let tap) = rig.machine.answer(answer, for: GestureID(1), at: ms(55))
    else {
      Issue.record("the content answer decided nothing")
      return
    }
    #expect(tap.kind == .tap && tap.time == ms(55))
    #expect(tap.reason == .pageAnswer(.content, at: ms(55)))
    #expect(rig.machine.nextDeadline == nil)
  }

  @Test("a control answer starts the control wait, whose end decides control")
  func controlAnswer() {
    var rig = Rig(OverlayConfiguration(strategy: .pageAnswers, controlWait: .milliseconds(5)))
    _ = rig.touch(.down, 100, 200, at: 0)
    _ = rig.touch(.up, 100, 200, at: 40)
    let answer = PageAnswer(control: .toggle, for: .gesture(GestureID(1)))
    guard case .recorded(GestureID(1)) = rig.machine.answer(answer, for: GestureID(1), at: ms(45))
    else {
      Issue.record("the control answer was not recorded")
      return
    }
    #expect(rig.machine.nextDeadline == ms(50))
    let control = rig.due(by: 50)
    #expect(control?.kind == .control && control?.reason == .controlAnswered(at: ms(45)))
    #expect(control?.record.answerControl == .toggle)
    // The click has said what it landed on: later answers change nothing.
    let late = PageAnswer(.content, for: .gesture(GestureID(1)))
    guard case .ignored = rig.machine.answer(late, for: GestureID(1), at: ms(60)) else {
      Issue.record("an answer after the decision was taken")
      return
    }
  }
}
