import Foundation
import TapScript
import Testing

/// What the HTML, SVG and JUnit reports may hold of text from outside (a
/// path, a name): no character an HTML or XML parser reports as an error.
/// RenderFuzzer found a DEL (U+007F) from a file name written raw into the
/// HTML page.
@Suite struct ReportTextTests {
  /// DEL, C1 controls and noncharacters, between ordinary letters.
  static let hostile = zip(
    "abcdefghi", [0x7F, 0x80, 0x85, 0x9F, 0xFDD0, 0xFFFE, 0x1FFFF, 0x10FFFE, nil]
  ).map { letter, scalar in
    String(letter) + (scalar.flatMap(Unicode.Scalar.init).map { String($0) } ?? "")
  }.joined()

  static func leftOut(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
      || value & 0xFFFE == 0xFFFE
  }

  @Test("DEL, C1 controls and noncharacters are left out of HTML, SVG and JUnit")
  func leftOutOfEveryMarkupReport() {
    let ran = ScenarioLoader.run(
      SourceFile(path: "\(Self.hostile).yaml", text: ContractExample.text))
    var named = ran
    named.name = Self.hostile
    let run = RunResult(results: [ran, named], missing: ["\(Self.hostile)-gone.yaml"])
    let reports = [
      HTMLReporter.render(run, detail: .init(trace: true, explain: true)),
      TimelineSVG.render(ran), TimelineSVG.render(named),
      JUnitReporter.render(run, detail: .init(trace: true, explain: true)),
    ]
    for report in reports {
      #expect(!report.unicodeScalars.contains(where: Self.leftOut))
      #expect(report.contains("abcdefghi"))
    }
    #expect(XMLText.escape("x\u{7F}\u{85}<\u{9F}y") == "x&lt;y")
    #expect(XMLText.escape("tab\tline\ncr\r") == "tab\tline\ncr\r")
  }
}
