import TapEvidence
import TapOrLink
import TapScript
import Testing

@Suite struct TouchTraceReaderTests {
  @Test func readsStrokesWithExactTimes() throws {
    let trace = try TraceFixtures.trace()
    #expect(trace.strokes.map(\.key.stroke) == [1, 2, 3])
    let tap = trace.strokes[0]
    #expect(tap.samples.map(\.phase) == [.down, .move, .up])
    #expect(tap.samples[1].time == Instant(nanoseconds: 12_345_000))
    #expect(tap.samples.map(\.line) == [2, 3, 4])
    #expect(tap.range == DeviceRange(xMax: 300, yMax: 400))
    #expect(trace.recordings.count == 1)
  }

  @Test func interleavedStrokesJoinByStrokeID() throws {
    let text = """
      \(TraceFixtures.header)
      s,r,d,h,1,0,down,0,1,1,,
      s,r,d,h,2,1,down,5,9,9,,
      s,r,d,h,1,0,up,10,1,1,,
      s,r,d,h,2,1,up,15,9,9,,
      """
    let trace = try TraceFixtures.trace(text)
    #expect(trace.strokes.map { $0.samples.map(\.line) } == [[2, 4], [3, 5]])
    #expect(trace.strokes[1].finger == 2)
    #expect(trace.strokes[0].range == nil)
  }

  @Test func quotedFieldsCRLFAndByteOrderMark() throws {
    let text =
      "\u{FEFF}\(TraceFixtures.header)\r\n"
      + "s,\"a, \"\"quoted\"\" name\",\"Dev\nice\",h,1,0,down,0,1,1,10,10\r\n"
      + "s,\"a, \"\"quoted\"\" name\",\"Dev\nice\",h,1,0,up,1,1,1,10,10\r\n"
    let trace = try TraceFixtures.trace(text)
    #expect(trace.strokes.first?.key.recording == "a, \"quoted\" name")
    #expect(trace.strokes.first?.device == "Dev\nice")
    // The quoted line end counts: the up is on line 4.
    #expect(trace.strokes.first?.samples.map(\.line) == [2, 4])
  }

  @Test func unknownAndMissingColumns() {
    let errors = TraceFixtures.errors(
      "source,recording,device,label_hnt,stroke_id,pointer,event,t_ms,x,y,x_max,y_max,pressure\n")
    #expect(
      errors == [
        "events.csv:1:1: error: the header lacks column `label_hint`",
        "events.csv:1:25: error: unknown column `label_hnt`; did you mean `label_hint`?",
        "events.csv:1:80: error: unknown column `pressure`",
      ])
    #expect(
      TraceFixtures.errors("")
        == ["events.csv:1:1: error: the file is empty; its first line must be the header"])
  }

  @Test func everyBadRowIsReportedWithItsLine() {
    let text = """
      \(TraceFixtures.header)
      s,r,d,h,1,0,down,0,1,1,10,10
      s,r,d,h,1,0,mvoe,1,1,1,10,10
      s,r,d,h,1,0,move,abc,1,1,10,10
      s,r,d,h,1,0,move,2,1,1,10
      s,r,d,h,1,0,move,3,1,1,,10
      s,r,d,h,1,0,move,3,1,1,10,-10
      s,r,d,h,x,0,move,3,nan,inf,10,10
      ,,d,h,1,0,move,3,1,1,10,10
      """
    #expect(
      TraceFixtures.errors(text) == [
        "events.csv:3:13: error: `event` must be `down`, `move` or `up`; found `mvoe`; "
          + "did you mean `move`?",
        "events.csv:4:18: error: `t_ms` must be a number like `12.345`; found `abc`",
        "events.csv:5:1: error: this row has 11 fields; the header has 12",
        "events.csv:6:24: error: `x_max` is empty but `y_max` is not; give both or neither",
        "events.csv:7:27: error: `y_max` must be a positive number like `1080`; found `-10`",
        "events.csv:8:9: error: `stroke_id` must be a whole number like `3`; found `x`",
        "events.csv:8:20: error: `x` must be a number like `540`; found `nan`",
        "events.csv:8:24: error: `y` must be a number like `960`; found `inf`",
        "events.csv:9:1: error: `source` is empty",
        "events.csv:9:2: error: `recording` is empty",
      ])
  }

  @Test func strokesMustBeDownMovesUp() {
    let text = """
      \(TraceFixtures.header)
      s,r,d,h,1,0,move,0,1,1,10,10
      s,r,d,h,2,0,down,0,1,1,10,10
      s,r,d,h,2,0,move,5,1,1,10,10
      s,r,d,h,2,0,move,4,1,1,10,10
      s,r,d,h,2,1,move,6,1,1,10,10
      s,r,d,h,2,0,down,7,1,1,10,10
      s,r,d,h,3,0,down,0,1,1,10,10
      s,r,d,h,3,0,up,1,1,1,10,10
      s,r,d,h,3,0,move,2,1,1,10,10
      s,r,D,h,4,0,down,0,1,1,10,10
      s,r,d,h,4,0,up,1,1,1,20,10
      """
    #expect(
      TraceFixtures.errors(text) == [
        "events.csv:2:13: error: stroke 1 of `r` starts with `move`; a stroke's first event is "
          + "`down`",
        "events.csv:5:18: error: time goes backwards: stroke 2 of `r` was at 5ms on line 4",
        "events.csv:6:11: error: stroke 2 of `r` changes `pointer` from 0 (line 3) to 1",
        "events.csv:7:13: error: stroke 2 of `r` goes down again; it went down on line 3",
        "events.csv:10:13: error: stroke 3 of `r` goes on after its `up` on line 9",
        "events.csv:12:5: error: stroke 4 of `r` changes `device` from `D` (line 11) to `d`",
        "events.csv:12:22: error: stroke 4 of `r` changes its range `x_max`, `y_max` (line 11)",
      ])
  }

  @Test func errorsQuoteTheLineWithACaret() throws {
    let text = "\(TraceFixtures.header)\ns,r,d,h,1,0,down,0,1,1,10,10\ns,r,d,h,1,0,up,1,x,1,10,10\n"
    guard case .failure(let errors) = TouchTraceReader.read(SourceFile(path: "e.csv", text: text))
    else {
      Issue.record("expected an error")
      return
    }
    #expect(
      errors.description == """
        e.csv:3:18: error: `x` must be a number like `540`; found `x`
        s,r,d,h,1,0,up,1,x,1,10,10
                         ^
        """)
  }

  @Test func unclosedQuoteIsAnError() {
    let errors = TraceFixtures.errors("\(TraceFixtures.header)\ns,\"r,d,h,1,0,down,0,1,1,10,10\n")
    #expect(
      errors.contains(
        "events.csv:2:3: error: this quoted field is never closed; close it with `\"`"))
  }

  /// Mangled files never crash the reader or the importer: every problem
  /// is a diagnostic on a line of the file.
  @Test func mangledFilesNeverCrash() throws {
    let original = Array(TraceFixtures.events.utf8)
    let alphabet = Array("0123456789,.-\"\n\r xemovdupna".utf8)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let labels = try TraceFixtures.labelled()
    for _ in 0..<400 {
      var bytes = original
      for _ in 0..<(1 + next(6)) {
        let index = next(bytes.count)
        switch next(3) {
        case 0: bytes[index] = alphabet[next(alphabet.count)]
        case 1: bytes.remove(at: index)
        default: bytes.insert(alphabet[next(alphabet.count)], at: index)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let file = SourceFile(path: "events.csv", text: text)
      switch TouchTraceReader.read(file) {
      case .failure(let errors):
        #expect(!errors.diagnostics.isEmpty)
        for diagnostic in errors.diagnostics {
          #expect(diagnostic.position.line >= 1 && diagnostic.position.line <= file.lineCount)
        }
      case .success(let trace):
        switch TraceImporter.scenarios(from: trace, labels: labels) {
        case .success(let scenarios):
          for scenario in scenarios {
            let result = ScenarioLoader.run(
              SourceFile(path: scenario.fileName, text: scenario.text))
            #expect(!result.isInvalid, "\(scenario.text)")
          }
        case .failure(let errors):
          #expect(!errors.diagnostics.isEmpty)
        }
      }
    }
  }
}
