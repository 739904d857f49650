import Foundation
import TapOrLink
import TapScript
import TestSupport
import Testing

/// What keeps checks and reports linear or bounded on hostile input; the
/// timings are in the hostile table of Tools/lab/Docs/Reliability.md.
@Suite struct BoundedCostTests {
  func never(_ name: String, _ args: String..., line: Int = 1) -> ExpectedEvent {
    ExpectedEvent(timing: .never, event: name, arguments: args, line: line)
  }

  @Test("`never:` finds the first event with its name and leading arguments, numbers by value")
  func neverLookup() throws {
    let trace = [
      TraceEvent(time: .zero, name: "deliver", arguments: ["down", "box"]),
      TraceEvent(time: .milliseconds(790), name: "resize", arguments: ["box", "50", "20"]),
      TraceEvent(time: .milliseconds(800), name: "resize", arguments: ["box", "50.0", "21"]),
    ]
    #expect(Matcher.check([never("resize", "box", "60")], against: trace, expectLine: 1) == nil)
    #expect(Matcher.check([never("link")], against: trace, expectLine: 1) == nil)
    let failure = try #require(
      Matcher.check([never("resize", "box", "5e1", "21")], against: trace, expectLine: 1))
    #expect(failure.traceIndex == 2)
    #expect(Matcher.check([never("resize")], against: trace, expectLine: 1)?.traceIndex == 1)
    #expect(Matcher.check([never("resize", "box", "-0")], against: trace, expectLine: 1) == nil)
    let zero = [TraceEvent(time: .zero, name: "x", arguments: ["0"])]
    #expect(Matcher.check([never("x", "-0.0")], against: zero, expectLine: 1) != nil)
    #expect(
      Matcher.check([never("resize", "box", "50", "20", "1")], against: trace, expectLine: 1) == nil
    )
  }

  /// A failing scenario with one very long expectation among many short ones.
  static func wideFailure(short: Int) -> ScenarioResult {
    let long = String(repeating: "w", count: 100_000)
    let text =
      "name: wide\nviews:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n"
      + "timeline:\n  - 0ms: down 5 5\n  - 40ms: up 5 5\nexpect:\n"
      + "  - 790ms: link https://e.com/\(long)\n"
      + (0..<short).map { "  - never: link x\($0)\n" }.joined()
    return ScenarioLoader.run(SourceFile(path: "wide.yaml", text: text))
  }

  @Test("a failure report shows a window of expectations, each cut to a bounded width")
  func wideReport() throws {
    let result = Self.wideFailure(short: 2_000)
    let report = try #require(
      TextReporter(colour: false, showTrace: false, explain: false, quiet: false).render(result))
    let rows = report.split(separator: "\n").dropFirst(3)
    #expect(rows.count <= 2 * 14)
    #expect(rows.allSatisfy { $0.count < 2 * 160 + 60 })  // two cells of at most 160
    #expect(report.contains("… 1987 later"))
    // The message still names the expectation whole, once.
    #expect(report.utf8.count < 110_000)
  }

  @Test("a timeline keeps a bounded number of label rows and counts the labels left out")
  func labelRows() throws {
    let requests = (0..<300).map { "  - 0ms: request https://e.com/\($0)\n" }.joined()
    let text =
      "name: many\nviews:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n"
      + "timeline:\n" + requests + "expect:\n  - never: tap\n"
    let result = ScenarioLoader.run(SourceFile(path: "many.yaml", text: text))
    #expect(result.passed)
    let svg = TimelineSVG.render(result)
    #expect(svg.contains("290 more labels not shown"))
    #expect(svg.components(separatedBy: "https://e.com/").count < 400)  // labels + description
  }

  @Test("a scenario file larger than the limit is refused by its size, unread")
  func sizeLimit() throws {
    let path = ScratchFolder.file("huge", extension: "yaml").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("name: h\n".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(ScenarioLoader.maximumSize + 1))
    try handle.close()
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard case .failure(let errors) = ScenarioLoader.load(path: path) else {
      Issue.record("a file over the limit loaded")
      return
    }
    #expect(
      errors.diagnostics.map(\.rendered).first?.contains("larger than 16777216 bytes") == true)
    #expect(errors.diagnostics.first?.position == SourcePosition(line: 1, column: 1))
  }
}
