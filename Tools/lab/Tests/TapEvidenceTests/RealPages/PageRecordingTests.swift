import TapEvidence
import TapOrLink
import TapScript
import Testing

/// Reading a page recording's header, and the measures taken from it.
@Suite("Page recordings")
struct PageRecordingTests {
  static func recording(
    header: String = "# real-page: engine=chromium page=p.html element=1 gesture=tap truth=link",
    timeline: [String], expect: [String]
  ) -> Result<PageRecording, ScenarioErrors> {
    let text =
      [
        header, "# element: a link", "name: a recording", "views:", "  - id: web",
        "    kind: web", "    frame: [0, 0, 360, 640]", "timeline:",
      ] + timeline.map { "  - " + $0 } + ["expect:"] + expect.map { "  " + $0 }
    return PageRecording.read(SourceFile(path: "r.yaml", text: text.joined(separator: "\n")))
  }

  @Test("the header gives the engine, gesture, element and truth")
  func readsHeader() throws {
    let result = Self.recording(
      timeline: [
        "0ms: down 10 10", "60ms: up 10 10",
        "75.5ms: request https://e.test/a type link  # anchorClick",
      ],
      expect: ["- 75.5ms: link https://e.test/a"])
    let recording = try result.get()
    #expect(recording.engine == "chromium")
    #expect(recording.page == "p.html")
    #expect(recording.element == "a link")
    #expect(recording.gesture == "tap")
    #expect(recording.isSingleTap)
    #expect(recording.truth == [.link])
    #expect(recording.requestDetails == ["anchorClick"])
    let sample = try #require(LatencySample(recording))
    #expect(sample.kind == "link")
    #expect(abs(sample.milliseconds - 15.5) < 1e-9)
  }

  @Test("an imported recording's request detail is the comment line before the request")
  func readsDetailBeforeTheRequest() throws {
    let text = [
      "# recording: engine=webkit page=p.html target=1 gesture=tap truth=link",
      "# target: a link", "name: a recording", "views:", "  - id: web", "    kind: web",
      "    frame: [0, 0, 360, 640]", "timeline:", "  - 0ms: down 10 10", "  - 60ms: up 10 10",
      "  # 61ms: the browser navigated within the document (fragment, main frame): https://e.test/#a",
      "  # link-clicked, user gesture", "  - 62ms: request https://e.test/#a",
      "  # 70ms: a comment that stands for an event", "  - 71ms: request https://e.test/b",
      "expect:", "  - 62ms: link https://e.test/#a",
    ]
    let recording = try PageRecording.read(
      SourceFile(path: "r.yaml", text: text.joined(separator: "\n"))
    ).get()
    #expect(recording.requestDetails == ["link-clicked, user gesture"])
  }

  @Test("a file without the header line is an error on line 1")
  func missingHeader() {
    let result = Self.recording(
      header: "# something else", timeline: ["0ms: down 1 1"], expect: ["- never: link"])
    guard case .failure(let errors) = result else {
      Issue.record("read a file with no header")
      return
    }
    #expect(errors.diagnostics.map(\.position.line) == [1])
    #expect(errors.diagnostics.first?.message.contains("real-page") == true)
  }

  @Test("a truth that is not an outcome is an error on the header's line")
  func badTruth() {
    let result = Self.recording(
      header: "# real-page: engine=webkit page=p.html element=1 gesture=tap truth=link,clicked",
      timeline: ["0ms: down 1 1"], expect: ["- never: link"])
    guard case .failure(let errors) = result else {
      Issue.record("read a bad truth")
      return
    }
    #expect(errors.diagnostics.first?.message.contains("`clicked`") == true)
  }

  @Test("a jitter inside the slop is a tap for the engine and a move for the seed")
  func seedCallsAnyMoveAMove() throws {
    let recording = try Self.recording(
      header: "# real-page: engine=chromium page=p.html element=1 gesture=tap truth=tap",
      timeline: ["0ms: down 10 10", "20ms: move 11 10", "60ms: up 11 10"],
      expect: ["- 810ms: tap web 11 10"]
    ).get()
    let judged = RealPageEvaluation.judged([recording])
    #expect(judged.map(\.truth) == [.tap])
    #expect(judged.map(\.outcome) == [.tap])
    #expect(judged.map(\.seedOutcome) == [.moved])
  }

  @Test("the seed counts a subframe request in its timer, the engine does not")
  func seedCountsSubframes() throws {
    let recording = try Self.recording(
      header: "# real-page: engine=chromium page=p.html element=1 gesture=doubletap truth=link,tap",
      timeline: [
        "0ms: down 10 10", "60ms: up 10 10", "70ms: request https://e.test/a type link subframe",
        "1000ms: down 10 10", "1060ms: up 10 10", "1900ms: request https://e.test/b type link",
      ],
      expect: ["- 810ms: tap web 10 10", "- 1810ms: tap web 10 10"]
    ).get()
    let judged = RealPageEvaluation.judged([recording])
    #expect(judged.map(\.truth) == [.link, .tap])
    #expect(judged.map(\.outcome) == [.tap, .tap])
    #expect(judged.map(\.seedOutcome) == [.link, .tap])
    #expect(PageConfusion(judged.map { ($0.truth, $0.outcome) }).right == 1)
  }

  @Test("percentiles are nearest-rank")
  func percentiles() {
    let summary = LatencySummary((1...20).map(Double.init).reversed())
    #expect(summary.percentile(0.5) == 10)
    #expect(summary.percentile(0.95) == 19)
    #expect(summary.maximum == 20)
    #expect(LatencySummary([]).cells == ["–", "–", "–"])
  }

  @Test("the confusion matrix counts what each gesture really was against its outcome")
  func confusion() {
    let matrix = PageConfusion([
      (.link, .link), (.link, .tap), (.tap, .tap), (.moved, .moved),
    ])
    #expect(matrix[.link, .tap] == 1)
    #expect(matrix.right == 3)
    #expect(matrix.total == 4)
    #expect(matrix.truths == [.link, .tap, .moved])
    #expect(matrix.outcomes == [.link, .tap, .moved])
    #expect(matrix.markdown.contains("| link | 1 | 1 | 0 | 2 |"))
  }

  @Test("a gesture never decided is its own column, `none`, after every outcome")
  func undecidedColumn() {
    let matrix = PageConfusion([(.longPress, nil), (.link, .link), (.longPress, .multiTouch)])
    #expect(matrix[.longPress, nil] == 1)
    #expect(matrix.truths == [.link, .longPress])
    #expect(matrix.outcomes == [.link, .longPress, .multiTouch, nil])
    #expect(matrix.right == 1)
    #expect(
      matrix.markdown.hasPrefix(
        "| really ↓ decided → | link | longpress | multitouch | none | total |"))
    #expect(matrix.markdown.contains("| longpress | 0 | 0 | 1 | 1 | 2 |"))
  }
}
