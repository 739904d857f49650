/// Prints results as JUnit XML, which CI systems read: one `testcase` a
/// scenario, failures with their file and line.
public enum JUnitReporter {
  /// The XML text for a run.
  public static func render(_ results: [ScenarioResult], missing: [String]) -> String {
    let summary = RunSummary(results, missing: missing.count)
    let errors = summary.invalid
    let failures = summary.failed - errors
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="taporlink" tests="\#(results.count + missing.count)" failures="\#(failures)" errors="\#(errors)">"#,
      #"  <testsuite name="scenarios" tests="\#(results.count + missing.count)" failures="\#(failures)" errors="\#(errors)">"#,
    ]
    for result in results {
      let name = escape(result.name.isEmpty ? result.path : result.name)
      let classname = escape(className(for: result.path))
      let open =
        #"    <testcase name="\#(name)" classname="\#(classname)" file="\#(escape(result.path))""#
      switch result.status {
      case .passed:
        lines.append(open + "/>")
      case .failed(let failure):
        lines.append(open + #" line="\#(failure.line)">"#)
        let message = "\(result.path):\(failure.line): \(failure.message)"
        var body = message
        if let scenario = result.scenario {
          body = FailureReport.render(failure, scenario: scenario, trace: result.trace)
        }
        lines.append(
          #"      <failure message="\#(escape(message))" type="expectation">\#(escape(body))</failure>"#
        )
        lines.append("    </testcase>")
      case .invalid(let diagnostics):
        let line = diagnostics.first?.position.line ?? 1
        lines.append(open + #" line="\#(line)">"#)
        let message = diagnostics.first?.summary ?? "\(result.path): invalid"
        let body = diagnostics.map(\.rendered).joined(separator: "\n")
        lines.append(
          #"      <error message="\#(escape(message))" type="invalid-scenario">\#(escape(body))</error>"#
        )
        lines.append("    </testcase>")
      }
    }
    for path in missing {
      lines.append(
        #"    <testcase name="\#(escape(path))" classname="missing" file="\#(escape(path))">"#)
      lines.append(
        #"      <error message="\#(escape(path)): no such file or folder" type="missing"/>"#)
      lines.append("    </testcase>")
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n")
  }

  private static func className(for path: String) -> String {
    var parts = path.split(separator: "/").map(String.init)
    if !parts.isEmpty { parts.removeLast() }
    return parts.isEmpty ? "scenarios" : parts.joined(separator: ".")
  }

  /// Escapes text for XML attributes and content.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
