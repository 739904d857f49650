import Foundation
import TapOrLink

extension Benchmarks {
  /// Reading request URLs as a browser does, through the public API that
  /// reads one (`Origin(_:)`: the URL read, its origin taken): a typical
  /// URL, and whether hostile long ones cost time linear in their length
  /// (64 KiB and ten times that, each with a long host, the part that
  /// costs most).
  static func urlReading() -> [String] {
    let typical = "https://user@www.Example.com:8443/articles/42?ref=home#top"
    let perTypical = measure(iterations: 20_000) { count in
      for _ in 0..<count { _ = Origin(typical) }
    }
    func hostile(_ length: Int) -> String {
      "https://" + String(repeating: "a.", count: length / 2) + "com:443/"
    }
    let short = hostile(64 * 1024)
    let long = hostile(640 * 1024)
    let shortTime = measure(rounds: 3, iterations: 20) { count in
      for _ in 0..<count { _ = Origin(short) }
    }
    let longTime = measure(rounds: 3, iterations: 2) { count in
      for _ in 0..<count { _ = Origin(long) }
    }
    return [
      row("read a typical request URL", String(format: "%.0f ns", perTypical)),
      row("read a 64 KiB URL", String(format: "%.2f ms", shortTime / 1e6)),
      row(
        "read a 640 KiB URL",
        String(format: "%.2f ms (%.1f× the 64 KiB time)", longTime / 1e6, longTime / shortTime)),
    ]
  }
}
