import TapOrLink
import Testing

/// The recorder's ring, and what the overlay puts in it.
@Suite struct FlightRecorderTests {
  static func input(_ number: Int) -> FlightRecord {
    FlightRecord(time: ms(Double(number)), entry: .input(.select("https://example.com/\(number)")))
  }

  @Test("the ring keeps the newest entries, oldest first, and says when it dropped some")
  func ring() {
    let recorder = FlightRecorder(capacity: 3)
    for number in 1...2 { recorder.record(Self.input(number)) }
    #expect(recorder.records.map(\.time) == [ms(1), ms(2)])
    #expect(!recorder.droppedAny)
    for number in 3...7 { recorder.record(Self.input(number)) }
    #expect(recorder.count == 3)
    #expect(recorder.records.map(\.time) == [ms(5), ms(6), ms(7)])
    #expect(recorder.droppedAny)
    recorder.removeAll()
    #expect(recorder.records.isEmpty && !recorder.droppedAny)
    #expect(FlightRecorder(capacity: 0).capacity == 1)
  }

  @Test("inputs, decisions and the idle moments a replay may start from")
  func overlayRecords() throws {
    let h = try Harness()
    let overlay = h.overlay
    overlay.recorder = FlightRecorder()
    overlay.setHidden(true, for: "header")
    overlay.setHidden(true, for: "no such view")  // not recorded: nothing changed
    h.down(100, 200, at: 10)
    h.move(101, 200, at: 20)
    h.up(101, 200, at: 40)
    h.request("https://example.com/a", at: 100)
    // Earlier than handled input: taken, and recorded, at the latest instant.
    h.handle(.up(1, 1, finger: 3, at: ms(50)))
    let request = NavigationRequest(url: "https://example.com/a")
    h.expect([
      .delivered(.down(100, 200, at: ms(10)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.move(101, 200, at: ms(20)), to: "web"), .replied(.delivered(to: "web")),
      .delivered(.up(101, 200, at: ms(40)), to: "web"),
      .replied(.delivered(to: "web", awaiting: GestureID(1))),
      .asked(request, as: .decidesLink(GestureID(1), view: "web", point: pt(101, 200))),
      .decided(.link(request), at: ms(100)), .answered(request, .allow, at: ms(100)),
      .backButton(visible: true, at: ms(100)), .replied(.policy(.allow)),
      .diagnosed(.timeWentBackwards(last: ms(100), given: ms(50)), at: ms(100)),
      .diagnosed(.fingerNotDown(3, .up), at: ms(100)),
      .replied(.touchIgnored(.fingerNotDown(3, .up))),
    ])
    let records = try #require(overlay.recorder?.records)
    #expect(
      records.map(\.entry) == [
        .input(.setHidden("header", true)),
        .input(.touch(.down, pt(100, 200), finger: 1)),
        .input(.touch(.move, pt(101, 200), finger: 1)),
        .input(.touch(.up, pt(101, 200), finger: 1)),
        .decision(.link(NavigationRequest(url: "https://example.com/a"))),
        .input(.request(NavigationRequest(url: "https://example.com/a"))),
        .input(.touch(.up, pt(1, 1), finger: 3)),
      ])
    #expect(records.map(\.time) == [ms(0), ms(10), ms(20), ms(40), ms(100), ms(100), ms(100)])
    // Idle before the hide and the down, but a starting point is kept only
    // every `startInterval` entries (see RecorderMemoryTests): the first.
    #expect(records.map { $0.start != nil } == [true, false, false, false, false, false, false])
    #expect(records[0].start?.tree.isHidden("header") == false)
    let recording = try #require(overlay.flightRecording())
    #expect(recording.startTime == ms(0))
    #expect(recording.decisions.map(\.outcome).map(\.name) == ["link"])
    #expect(!recording.isTruncated)
  }
}
