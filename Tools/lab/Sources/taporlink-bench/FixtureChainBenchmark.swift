import Foundation
import TapScript

extension Benchmarks {
  /// Scenarios that share a chain of large fixtures, as a run reads them
  /// (one `FixtureScope`): a folder's `_defaults.yaml` and the six fixtures
  /// it `use:`s in a chain, each about 1 MiB of views (7 MiB in all), and
  /// 30, 120 and 300 scenarios of 5 bytes each. A run should cost what its
  /// bytes on disk do: the chain once, then each scenario its own few
  /// bytes, not the chain again (before, about 45 ms a scenario).
  static func fixtureChain() -> [String] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("taporlink-bench-fixtures-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenarios = folder.appendingPathComponent("s")
    let fixtures = folder.appendingPathComponent("fixtures")
    do {
      try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
      var chainBytes = 0
      for index in 0..<7 {
        let next = index < 6 ? "use: \(index == 0 ? "../fixtures/" : "")f\(index + 1).yaml\n" : ""
        let text = next + views(bytes: 1_000_000, tag: index)
        chainBytes += text.utf8.count
        let place =
          index == 0
          ? scenarios.appendingPathComponent("_defaults.yaml")
          : fixtures.appendingPathComponent("f\(index).yaml")
        try text.write(to: place, atomically: true, encoding: .utf8)
      }
      var rows: [String] = []
      var times: [Int: Double] = [:]
      for count in [30, 120, 300] {
        for index in 0..<300 {
          let place = scenarios.appendingPathComponent(String(format: "t%03d.yaml", index))
          if index < count {
            try "a: 1\n".write(to: place, atomically: true, encoding: .utf8)
          } else {
            try? FileManager.default.removeItem(at: place)
          }
        }
        let paths = (0..<count).map {
          scenarios.appendingPathComponent(String(format: "t%03d.yaml", $0)).path
        }
        // That each fixture file is parsed once a run is FixtureCacheTests'.
        let time = measure(rounds: 3, iterations: 1) { _ in
          let scope = FixtureScope(root: folder.path)
          for path in paths { _ = ScenarioLoader.run(path: path, fixtures: scope) }
        }
        times[count] = time
        rows.append(
          row(
            "\(count) scenarios, 7 MiB fixtures",
            String(
              format: "%.2f s (%.1f ms a scenario)", time / 1e9, time / 1e6 / Double(count))))
      }
      if let small = times[30], let large = times[300] {
        rows.append(
          row(
            "300 against 30 scenarios",
            String(
              format: "%.2f× the time for %.2f× the bytes on disk", large / small,
              Double(chainBytes + 300 * 5) / Double(chainBytes + 30 * 5))))
      }
      return rows
    } catch {
      return [row("fixture chain", "cannot write the fixtures: \(error)")]
    }
  }

  /// A `views:` list of about `bytes` bytes, with one web view.
  static func views(bytes: Int, tag: Int) -> String {
    var text = "views:\n  - id: web\(tag)\n    kind: web\n    frame: [0, 0, 320, 480]\n"
    var view = 0
    while text.utf8.count < bytes {
      text += "  - id: v\(tag)_\(view)\n    frame: [\(view % 300), \(view % 400), 10, 10]\n"
      view += 1
    }
    return text
  }
}
