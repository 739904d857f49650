import Foundation
import TapScript

extension Benchmarks {
  /// Parsing speed: a 300-line scenario, and whether ten times the lines
  /// take about ten times as long (a quadratic parser would take a hundred).
  static func parsing() -> [String] {
    let small = SourceFile(path: "small.yaml", text: scenario(lines: 300))
    let large = SourceFile(path: "large.yaml", text: scenario(lines: 3000))
    let smallTime = measure(iterations: 200) { count in
      for _ in 0..<count { _ = YAMLParser.parse(small) }
    }
    let largeTime = measure(iterations: 20) { count in
      for _ in 0..<count { _ = YAMLParser.parse(large) }
    }
    return [
      row("parse 300 lines", String(format: "%.1f µs", smallTime / 1000)),
      row(
        "parse 3000 lines",
        String(format: "%.1f µs (%.1f× the 300-line time)", largeTime / 1000, largeTime / smallTime)
      ),
    ]
  }

  /// A realistic scenario of `lineCount` lines.
  static func scenario(lines lineCount: Int) -> String {
    var lines = [
      "name: a long scenario used to measure the parser", "config:", "  window: 750ms",
      "views:",
    ]
    var view = 0
    while lines.count < lineCount / 3 {
      lines += [
        "  - id: view\(view)", "    kind: web", "    frame: [0, \(view * 10), 320, 480]",
        "    links:", "      - href: https://example.com/a#frag",
        "        frame: [10, 10.5, -100, 20]  # a link",
      ]
      view += 1
    }
    lines.append("timeline:")
    while lines.count < lineCount * 2 / 3 {
      lines.append("  - +\(lines.count)ms: down \(lines.count) 20")
    }
    lines.append("expect:")
    while lines.count < lineCount {
      lines.append("  - \(lines.count)ms: \"deliver down web\"  # comment")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
