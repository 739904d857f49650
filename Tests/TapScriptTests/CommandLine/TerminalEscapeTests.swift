import Foundation
import TapOrLink
import TapScript
import TestSupport
import Testing

/// Names, ids, hrefs and file names holding terminal escapes, bidirectional
/// controls and line ends are printed escaped in every text output (issue
/// 19 item 4), as errors are.
@Suite struct TerminalEscapeTests {
  /// A scenario named and linked with hostile text: an OSC 52 clipboard
  /// write, a screen clear, U+202E and a line feed starting a fake PASS.
  static let scenario = #"""
    name: "clip \u001B]52;c;aGk=\u0007 clear \u001B[2J rtl \u202E end\nPASS fake"
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
        links:
          - href: "https://e.com/\u001B[2J\u202E"
            frame: [0, 0, 100, 100]
    timeline:
      - 0ms: down 5 5
      - 40ms: up 5 5
    expect:
      - 40ms: tap web 5 5

    """#

  /// Whether `text` holds a raw control character (other than the line
  /// ends between lines) or a bidirectional control.
  static func raw(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      scalar != "\n" && VisibleText.needsEscape(scalar)
    }
  }

  @Test("the PASS/FAIL line, the failure report, the trace and the explanations are escaped")
  func reporter() throws {
    let result = ScenarioLoader.run(SourceFile(path: "evil\u{1B}[2J.yaml", text: Self.scenario))
    #expect(!result.passed)  // the link is clicked: the expectation is wrong
    let text = try #require(
      TextReporter(showTrace: true, explain: true).render(result))
    #expect(!Self.raw(text))
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("PASS") })
    #expect(text.contains("\\u{1B}]52;c;aGk=\\u{7}"))
    #expect(text.contains("\\u{202E}"))
  }

  @Test("file names with escapes and line feeds are escaped in a run and in --list")
  func fileNames() throws {
    let dir = try ScenarioFolder.empty()
    let name = "a\u{1B}[2J\u{202E}\nPASS fake.yaml"
    try Self.scenario.write(
      to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    for arguments in [[dir.path], ["--list", dir.path], ["--trace", "--explain", dir.path]] {
      let run = try CommandLineRunner().run(arguments)
      #expect(!Self.raw(run.output + run.errors), "\(arguments)")
      #expect(
        !(run.output + run.errors).split(separator: "\n").contains { $0.hasPrefix("PASS") },
        "\(arguments)")
      #expect(run.output.contains("\\n"), "\(arguments)")
    }
  }
}
