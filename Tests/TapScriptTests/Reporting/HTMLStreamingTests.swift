import TapScript
import Testing

/// The HTML report is written a piece at a time: the command line streams
/// it to standard output, so a page of 280,000 requests (9 MB) is never
/// held whole, nor its trace as a list of lines.
@Suite struct HTMLStreamingTests {
  /// A text stream that keeps what it is given, and the longest piece.
  struct Pieces: TextOutputStream {
    var text = ""
    var longest = 0
    var count = 0
    mutating func write(_ string: String) {
      text += string
      longest = max(longest, string.utf8.count)
      count += 1
    }
  }

  @Test("written in pieces, never the whole page or trace at once; the text render returns")
  func streamed() {
    let requests = (0..<20_000).map { "  - 0ms: request https://e.com/\($0)\n" }.joined()
    let text =
      "name: many\nviews:\n  - id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n"
      + "timeline:\n" + requests + "expect:\n  - never: tap\n"
    let result = ScenarioLoader.run(SourceFile(path: "many.yaml", text: text))
    #expect(result.passed)
    let run = RunResult(
      results: [
        result,
        ScenarioLoader.run(
          SourceFile(path: "a.yaml", text: ContractExample.text)),
      ], missing: ["gone.yaml"])
    var pieces = Pieces()
    HTMLReporter.write(run, detail: .init(trace: true, explain: true), to: &pieces)
    #expect(pieces.text == HTMLReporter.render(run, detail: .init(trace: true, explain: true)))
    #expect(pieces.text.utf8.count > 500_000)
    // The longest piece is the picture's description (2,000 sentences at
    // most), not the page or the trace.
    #expect(pieces.longest < 200_000)
    #expect(pieces.count > 20_000)
  }
}
