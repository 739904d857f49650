// No Harness: it measures the flight recorder over thousands of inputs, not their effects.
import TapOrLink
import Testing

/// The flight recorder's memory once its ring is full: its starting points
/// (copies of the views and history a replay starts from) stay few, so the
/// engine copies its history or tree once every few hundred entries, not
/// on every navigation or frame change.
@Suite struct RecorderMemoryTests {
  /// Every starting point the recorder holds.
  static func starts(_ overlay: TapOverlay) -> [RecordingStart] {
    overlay.recorder?.records.compactMap(\.start) ?? []
  }

  @Test("navigations with the recorder on keep a bounded number of history copies")
  func navigations() throws {
    let scheduler = ManualScheduler()
    let overlay = try TapOverlay(
      tree: Fixtures.tree(), firstPage: Fixtures.firstPage, scheduler: scheduler)
    let recorder = FlightRecorder(capacity: 256)
    overlay.recorder = recorder
    for number in 0..<3_000 {
      overlay.shouldStartLoad(
        NavigationRequest(url: "https://example.com/\(number)", type: .other),
        at: ms(Double(number)))
    }
    let starts = Self.starts(overlay)
    // One starting point every capacity / 8 entries: at most nine held,
    // where one per idle entry would hold 256 histories of up to 1,000 pages.
    #expect(recorder.startInterval == 32)
    #expect(!starts.isEmpty && starts.count <= 9)
    #expect(starts.map(\.history.pages.count).reduce(0, +) <= 9 * WebHistory.defaultLimit)
    #expect(overlay.history.pages.count == WebHistory.defaultLimit)
    // An export still starts at the oldest starting point held, at most one
    // interval after the oldest entry.
    let recording = try #require(overlay.flightRecording())
    #expect(recording.records.count > 256 - 32)
    #expect(recording.isTruncated)
  }

  @Test("frame changes with the recorder on keep a bounded number of view-tree copies")
  func frames() throws {
    let children = (0..<500).map { View(id: ViewID("v\($0)"), frame: rect(0, 0, 10, 10)) }
    let tree = try ViewTree([
      View(id: "web", frame: rect(0, 0, 320, 480), kind: .web, children: children)
    ])
    let overlay = try TapOverlay(
      tree: tree, firstPage: Fixtures.firstPage, scheduler: ManualScheduler())
    overlay.recorder = FlightRecorder(capacity: 128)
    for number in 0..<1_000 {
      overlay.setFrame(rect(Double(number % 300), 0, 10, 10), for: ViewID("v\(number % 500)"))
    }
    let starts = Self.starts(overlay)
    #expect(!starts.isEmpty && starts.count <= 9)
    // The newest starting point is a real copy of the tree at its moment.
    let recording = try #require(overlay.flightRecording())
    #expect(recording.start.tree.allIDs.count == 501)
  }

  @Test("the first idle entry holds a starting point, and one again after removeAll")
  func firstStart() throws {
    let overlay = try TapOverlay(
      tree: Fixtures.tree(), firstPage: Fixtures.firstPage, scheduler: ManualScheduler())
    let recorder = FlightRecorder(capacity: 64)
    overlay.recorder = recorder
    overlay.select("https://example.com/a", at: ms(1))
    overlay.select("https://example.com/b", at: ms(2))
    #expect(recorder.records.map { $0.start != nil } == [true, false])
    recorder.removeAll()
    overlay.select("https://example.com/c", at: ms(3))
    #expect(recorder.records.map { $0.start != nil } == [true])
    #expect(recorder.records.first?.start?.history.current == "https://example.com/b")
  }
}
