import TapEvidence
import TapOrLink
import TapScript
import Testing

/// Raw recordings read and turned into scenarios by the engine.
@Suite("Recording importer")
struct RecordingImporterTests {
  /// A raw recording's JSON, with `changes` replacing top-level members.
  static func json(
    truth: String = "link", scale: Double = 1, requests: String = "[]", answers: String = "[]",
    navigations: String = "[]", uriChanges: String = "[]", gesture: String = "tap",
    touches: String = """
    [{"t_ms": 0, "type": "down", "finger": 1, "x": 100, "y": 200},
                     {"t_ms": 60, "type": "up", "finger": 1, "x": 100, "y": 200}]
    """,
    extra: String = ""
  ) -> String {
    """
    {"recording": 1, "engine": "chromium", "browser": "Chromium 1", "input": "touch",
     "page": "a/index.html", "url": "https://pages.taporlink.invalid/a/",
     "viewport": [360, 640], "layout_viewport": [980, 1743], "scale": \(scale),
     "target": {"index": 2, "name": "link \\"A\\"", "selector": "p > a", "truth": "\(truth)",
                "chosen_as": "link", "point": [100, 200], "blind": ""},
     "gesture": "\(gesture)", "touched_at": [100, 200], "moved": "",
     "touches": \(touches),
     "requests": \(requests), "answers": \(answers), "navigations": \(navigations),
     "uri_changes": \(uriChanges)\(extra)}
    """
  }

  static func read(_ text: String) -> Result<RawRecording, ScenarioErrors> {
    RawRecording.read(SourceFile(path: "r.json", text: text))
  }

  static func imported(_ text: String) throws -> RecordingImporter.Imported {
    let recording = try read(text).get()
    return try RecordingImporter.scenario(recording, fileName: "r.yaml").get()
  }

  @Test("a link with its request is a link, and the scenario starts with the recording line")
  func link() throws {
    let scenario = try Self.imported(
      Self.json(
        requests:
          #"[{"t_ms": 75.5, "url": "https://pages.taporlink.invalid/b", "type": "link", "frame": "main", "detail": "anchorClick"}]"#
      ))
    let lines = scenario.text.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "# recording: engine=chromium page=a/index.html target=2 gesture=tap truth=link")
    let request = try #require(
      lines.firstIndex(of: "  - 75.5ms: request https://pages.taporlink.invalid/b"))
    #expect(lines[request - 1] == "  # anchorClick")
    #expect(lines.contains("  - 75.5ms: link https://pages.taporlink.invalid/b"))
    #expect(scenario.agrees)
    #expect(!scenario.text.contains("blind spot"))
  }

  @Test("points are the web view's: CSS px times the scale")
  func scale() throws {
    let scenario = try Self.imported(Self.json(truth: "content", scale: 0.5))
    #expect(scenario.text.contains("  - 0ms: down 50 100"))
    #expect(scenario.text.contains("  - 810ms: tap web 50 100"))
  }

  @Test("a recorded content answer decides the tap when it came, under page answers")
  func answers() throws {
    let scenario = try Self.imported(
      Self.json(
        truth: "content",
        answers:
          #"[{"t_ms": 3, "kind": "link", "x": 100, "y": 200, "phase": "start"}, {"t_ms": 66.5, "kind": "content", "x": 100, "y": 200, "phase": "end"}]"#
      ))
    #expect(scenario.text.contains("  page-answers: manual"))
    #expect(
      scenario.text.contains("  # the page script, at end\n  - 66.5ms: answer content at 100 200\n")
    )
    #expect(scenario.text.contains("  - 66.5ms: tap web 100 200"))
    #expect(scenario.agrees)
  }

  @Test(
    "a touchstart answer that ends a scroll is a dismisses step before it, and the tap a dismiss")
  func endsAScroll() throws {
    let scenario = try Self.imported(
      Self.json(
        truth: "content",
        answers:
          #"[{"t_ms": 3, "kind": "content", "x": 100, "y": 200, "phase": "start", "ends": "scroll"}]"#
      ))
    #expect(scenario.text.contains("  - 3ms: dismisses scroll at 100 200\n"))
    #expect(scenario.text.contains("  - 3ms: answer content at 100 200\n"))
    #expect(scenario.text.contains("  - 60ms: dismiss scroll"))
    #expect(scenario.decided == [.dismiss])
  }

  @Test(
    "an answer's point is mapped by the visible area it came with, a scrolled visual viewport too")
  func visibleArea() throws {
    // Chromium after a flick on a page wider than the screen: the layout
    // viewport did not move, the visual one scrolled 512 px down in it, so
    // the touch at screen y 200 has clientY 712. The page's scale alone
    // would put the answer far below the finger, and no gesture would
    // take it.
    let scenario = try Self.imported(
      Self.json(
        truth: "content",
        answers: """
          [{"t_ms": 3, "kind": "content", "x": 100, "y": 712, "phase": "start", "ends": "scroll",
            "visual": [0, 512, 360, 640]}]
          """))
    #expect(scenario.text.contains("  - 3ms: dismisses scroll at 100 200\n"))
    #expect(scenario.text.contains("  - 3ms: answer content at 100 200\n"))
    #expect(scenario.decided == [.dismiss])
    // A page shown zoomed out: 980 CSS px fill the 360-point view.
    let zoomed = try Self.imported(
      Self.json(
        truth: "content", scale: 1,
        answers: """
          [{"t_ms": 3, "kind": "content", "x": 490, "y": 98, "phase": "end",
            "visual": [0, 0, 980, 1742]}]
          """))
    #expect(zoomed.text.contains("  - 3ms: answer content at 180 36\n"))
  }

  @Test("a visible area that is not four numbers with a positive size is an error at its place")
  func brokenVisibleArea() {
    for broken in ["[0, 0, 0, 640]", "[0, 0, 360]", #"[0, "0", 360, 640]"#, "[0, 2e6, 360, 640]"] {
      let result = Self.read(
        Self.json(
          answers: #"[{"t_ms": 3, "kind": "content", "x": 1, "y": 2, "phase": "end", "visual": "#
            + broken + "}]"))
      guard case .failure(let errors) = result else {
        Issue.record("\(broken) was read")
        continue
      }
      #expect(errors.diagnostics.count == 1, "\(broken)")
      #expect(errors.diagnostics.first?.message.contains("`visual`") == true, "\(broken)")
    }
  }

  @Test("where the engine decides otherwise, it expects the engine's outcome after the blind spot")
  func blindSpot() throws {
    let scenario = try Self.imported(
      Self.json(
        answers: #"[{"t_ms": 70, "kind": "content", "x": 100, "y": 200, "phase": "end"}]"#,
        navigations:
          #"[{"t_ms": 80, "kind": "fragment", "url": "https://pages.taporlink.invalid/a/#x", "frame": "main", "source": "browser"}]"#
      ))
    #expect(!scenario.agrees)
    #expect(scenario.decided == [.tap])
    let lines = scenario.text.split(separator: "\n").map(String.init)
    let expectation = try #require(lines.firstIndex(of: "  - 70ms: tap web 100 200"))
    #expect(lines[expectation - 1].hasPrefix("  # blind spot: the page script answered content"))
    #expect(lines[expectation - 1].hasSuffix("Really: link."))
    #expect(lines.contains { $0.hasPrefix("  # 80ms: the browser navigated within the document") })
  }

  @Test("a new-window link is the main frame's request, and counts")
  func newWindow() throws {
    let scenario = try Self.imported(
      Self.json(
        requests:
          #"[{"t_ms": 70, "url": "https://e.test/", "type": "link", "frame": "new-window", "detail": "anchorClick, newTab"}]"#
      ))
    #expect(scenario.decided == [.link])
    #expect(
      scenario.text.contains(
        "  # anchorClick, newTab; a new window: counted as the main frame's\n"
          + "  - 70ms: request https://e.test/ new-window\n"))
  }

  @Test("URLs with spaces and quotes stay one word")
  func urls() throws {
    let scenario = try Self.imported(
      Self.json(
        requests:
          #"[{"t_ms": 70, "url": "https://e.test/a b\"c é", "type": "other", "frame": "main", "detail": ""}]"#
      ))
    #expect(scenario.text.contains("request https://e.test/a%20b%22c%20%C3%A9 type other"))
    #expect(scenario.decided == [.link])
  }

  @Test(
    "hostile recordings give located errors, never a crash",
    arguments: [
      ("{", 1, "expected a member name"),
      ("[1, 2]", 1, "a JSON object"),
      (json().replacingFirst("\"scale\": 1", with: "\"scale\": 0"), 3, "scale"),
      (json().replacingFirst("\"truth\": \"link\"", with: "\"truth\": \"maybe\""), 4, "truth"),
      (json().replacingFirst("\"type\": \"up\"", with: "\"type\": \"lift\""), 8, "type"),
      (
        json().replacingFirst("\"finger\": 1, \"x\": 100", with: "\"finger\": 0.5, \"x\": 100"), 7,
        "finger"
      ),
      (
        json(requests: #"[{"t_ms": "soon", "url": "u", "type": "link", "frame": "main"}]"#), 9,
        "t_ms"
      ),
      (json(requests: #"[{"t_ms": 1, "url": "u", "type": "link", "frame": "top"}]"#), 9, "frame"),
      (json().replacingFirst("\"recording\": 1", with: "\"recording\": 9"), 1, "format"),
      (String(repeating: "[", count: 200), 1, "nested deeper"),
      (json(extra: #", "effects": {"kind": "click"}"#), 10, "must be a list"),
      (json(extra: #", "effects": [{"t_ms": 1, "kind": "explosion"}]"#), 10, "kind"),
      (json(extra: #", "effects": [{"t_ms": 1, "kind": "click", "tag": 7}]"#), 10, "tag"),
      (
        json(
          extra: #", "effects": [], "effects_baseline": {"ms": 1000, "mutations": -3}"#), 10,
        "mutations"
      ),
      (
        json().replacingFirst("\"blind\": \"\"", with: "\"blind\": \"\", \"truth3\": \"maybe\""), 5,
        "truth3"
      ),
      (json(answers: #"[{"t_ms": 1, "kind": "control", "control": ["button"]}]"#), 9, "control"),
      ("{\"a\": \"\\q\"}", 1, "escape"),
    ])
  func hostile(text: String, line: Int, words: String) {
    guard case .failure(let errors) = Self.read(text) else {
      Issue.record("read a bad recording")
      return
    }
    let first = errors.diagnostics.first
    #expect(first?.position.line == line)
    #expect(first?.message.contains(words) == true, "\(first?.message ?? "")")
    #expect(first?.path == "r.json")
  }

  @Test("a missing member is named, at the object that lacks it")
  func missing() {
    let text = Self.json().replacingFirst("\"gesture\": \"tap\", ", with: "")
    guard case .failure(let errors) = Self.read(text) else {
      Issue.record("read a recording with no gesture")
      return
    }
    #expect(errors.diagnostics.map(\.message) == ["the recording has no `gesture`"])
    #expect(errors.diagnostics.first?.position == SourcePosition(line: 1, column: 1))
  }

  @Test("JSON strings read escapes and surrogate pairs")
  func strings() throws {
    let text = Self.json().replacingFirst(#"link \"A\""#, with: #"\ud83d\ude00 \u00e9\n\/"#)
    let recording = try Self.read(text).get()
    #expect(recording.targetName == "😀 é\n/")
  }

  @Test("a frame's answer is no step: an app takes answers only from frames it trusts")
  func frameAnswersDecideNothing() throws {
    let text = Self.json(
      truth: "content",
      answers: #"""
        [{"t_ms": 62, "kind": "content", "x": 100, "y": 200, "phase": "end", "frame": "sub"},
         {"t_ms": 63, "kind": "control", "control": "toggle", "x": 100, "y": 200, "phase": "click", "frame": "sub"}]
        """#)
    let imported = try Self.imported(text)
    #expect(!imported.text.contains("answer content at"))
    #expect(!imported.text.contains("answer control"))
    #expect(imported.text.contains("a frame's page script answered control toggle"))
    #expect(imported.text.contains("810ms: tap web 100 200"))
  }

  @Test("the page's effects make a content target a control, with a control expectation")
  func effectsMakeAControl() throws {
    let text = Self.json(
      truth: "content",
      answers: #"""
        [{"t_ms": 70, "kind": "control", "control": "field", "x": 100, "y": 200, "phase": "click"}]
        """#,
      extra: #"""
        , "effects": [{"t_ms": 66, "kind": "click", "tag": "input", "control": "input:text"},
                      {"t_ms": 66.5, "kind": "focus", "tag": "input", "control": "input:text"}],
          "effects_baseline": {"ms": 1000, "mutations": 0}
        """#)
    let imported = try Self.imported(text)
    #expect(imported.truth == [.control])
    #expect(imported.agrees)
    #expect(imported.text.contains("- 75ms: control web 100 200 field"))
    #expect(imported.text.contains("effects=control click=66"))
    // 10,000 effects read in linear time; more are refused at their list.
    let many = (0..<10_001).map { _ in #"{"t_ms": 1, "kind": "mutation"}"# }
      .joined(separator: ", ")
    guard case .failure(let errors) = Self.read(Self.json(extra: ", \"effects\": [\(many)]"))
    else {
      Issue.record("read 10,001 effects")
      return
    }
    #expect(errors.diagnostics.first?.message.contains("more than 10000 entries") == true)
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }

}
