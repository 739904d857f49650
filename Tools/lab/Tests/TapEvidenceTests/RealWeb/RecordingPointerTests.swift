import TapEvidence
import TapOrLink
import TapScript
import Testing

/// A raw recording's touch may say what made it (`pointer`) and which
/// button (`button`); the importer carries it onto the steps as `with …`.
@Suite("Recording importer: pointers")
struct RecordingPointerTests {
  typealias JSON = RecordingImporterTests

  /// A tap at (100, 200) whose two touches carry `fields`.
  static func tap(_ fields: String) -> String {
    JSON.json(
      touches: """
        [{"t_ms": 0, "type": "down", "finger": 1, "x": 100, "y": 200\(fields)},
         {"t_ms": 60, "type": "up", "finger": 1, "x": 100, "y": 200\(fields)}]
        """)
  }

  @Test(
    "a touch's pointer and button are read",
    arguments: [
      (#", "pointer": "mouse", "button": "secondary""#, Pointer(.mouse, button: .secondary)),
      (#", "pointer": "touchpad", "button": "middle""#, Pointer(.touchpad, button: .middle)),
      (#", "pointer": "pen""#, Pointer.pen),
      (#", "pointer": "mouse""#, Pointer.mouse),
      (#", "pointer": "finger", "button": "primary""#, Pointer.finger),
    ])
  func valid(fields: String, pointer: Pointer) throws {
    let recording = try JSON.read(Self.tap(fields)).get()
    #expect(recording.touches.map(\.pointer) == [pointer, pointer])
  }

  @Test("a touch that does not say is a finger's, and its steps say nothing of pointers")
  func defaultIsAFinger() throws {
    let recording = try JSON.read(Self.tap("")).get()
    #expect(recording.touches.map(\.pointer) == [.finger, .finger])
    let imported = try JSON.imported(Self.tap(""))
    #expect(imported.text.contains("  - 0ms: down 100 200\n"))
    #expect(!imported.text.contains(" with "))
    #expect(!imported.text.contains("button="))
  }

  @Test(
    "a wrong pointer or button is refused at its place",
    arguments: [
      (#", "pointer": "stylus""#, "`pointer` is `stylus`; it must be one of finger, pen, mouse"),
      (#", "pointer": "mouse", "button": "left""#, "`button` is `left`; it must be one of primary"),
      (#", "pointer": 3"#, "`pointer` must be a string, not a number"),
      (#", "button": "secondary""#, "a finger presses the primary button only"),
      (#", "pointer": "pen", "button": "middle""#, "a pen presses the primary button only"),
    ])
  func malformed(fields: String, words: String) throws {
    guard case .failure(let errors) = JSON.read(Self.tap(fields)) else {
      Issue.record("read a touch with \(fields)")
      return
    }
    let first = try #require(errors.diagnostics.first)
    #expect(first.message.contains(words), "\(first.message)")
    // The first touch is on the recording's line 7, its pointer after its point.
    #expect(first.position.line == 7)
    #expect(first.position.column > 60, "\(first.position)")
    #expect(first.path == "r.json")
    // Both touches are refused, each at its own line.
    #expect(errors.diagnostics.map(\.position.line) == [7, 8])
  }

  @Test("a mouse's secondary click on a link imports as a scenario that runs and decides auxclick")
  func secondaryClickRoundTrip() throws {
    let imported = try JSON.imported(Self.tap(#", "pointer": "mouse", "button": "secondary""#))
    #expect(imported.text.contains("  - 0ms: down 100 200 with mouse secondary\n"))
    #expect(imported.text.contains("  - 60ms: up 100 200 with mouse secondary\n"))
    #expect(imported.text.contains("truth=link button=secondary"))
    #expect(imported.decided == [.auxiliaryClick])
    #expect(imported.truth == [.auxiliaryClick])
    #expect(imported.agrees)
    #expect(!imported.text.contains("blind spot"))
    // The scenario as written reads and runs green.
    let result = ScenarioLoader.run(SourceFile(path: "r.yaml", text: imported.text))
    #expect(result.passed, "\(imported.text)")
  }

  @Test("a mouse's primary click is a tap, its steps `with mouse`")
  func primaryClick() throws {
    let imported = try JSON.imported(Self.tap(#", "pointer": "mouse""#))
    #expect(imported.text.contains("  - 0ms: down 100 200 with mouse\n"))
    #expect(imported.decided == [.tap])
    #expect(!imported.text.contains("button="))
  }
}
