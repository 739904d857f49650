/// Prints a run as JUnit XML, which CI systems read: one `testcase` a
/// scenario with its `time`, failures with their file and line, files that
/// could not be read or parsed as `error`s, the trace and explanations
/// (when asked for) in `system-out`, and a file's warnings, printed as the
/// text report prints them, in its `system-err` (they fail nothing, so
/// they are neither `failure` nor `error`).
///
/// `failures` counts scenarios that missed an expectation and `errors` the
/// broken files and missing paths, so `failures + errors` is the `failed`
/// of the contract's summary line.
public enum JUnitReporter {
  /// The XML text for a run.
  public static func render(_ run: RunResult, detail: RunResult.Detail = .init()) -> String {
    let summary = run.summary
    let counts =
      #"tests="\#(summary.total)" failures="\#(summary.failures)" errors="\#(summary.errors)" time="\#(run.duration.secondsText)""#
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="taporlink" \#(counts)>"#,
      #"  <testsuite name="scenarios" \#(counts)>"#,
    ]
    if let nothing = run.nothingRanLine {
      lines.append("    <system-err>\(XMLText.escape(nothing))</system-err>")
    }
    for result in run.results {
      lines += testcase(result, detail: detail)
    }
    for path in run.missing {
      let escaped = XMLText.escape(path)
      lines.append(#"    <testcase name="\#(escaped)" classname="missing" file="\#(escaped)">"#)
      lines.append(#"      <error message="\#(escaped): no such file or folder" type="missing"/>"#)
      lines.append("    </testcase>")
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n")
  }

  private static func testcase(_ result: ScenarioResult, detail: RunResult.Detail) -> [String] {
    let escape = XMLText.escape
    let name = escape(result.name.isEmpty ? result.path : result.name)
    let classname = escape(className(for: result.path))
    var open =
      #"    <testcase name="\#(name)" classname="\#(classname)" file="\#(escape(result.path))""#
    open += #" time="\#(result.duration.secondsText)""#
    var body: [String] = []
    switch result.status {
    case .passed:
      break
    case .failed(let failure):
      open += #" line="\#(failure.line)""#
      let message = "\(result.path):\(failure.line): \(failure.message)"
      var text = message
      if let scenario = result.scenario {
        text = FailureReport.render(failure, scenario: scenario, trace: result.trace)
      }
      body.append(
        #"      <failure message="\#(escape(message))" type="expectation">\#(escape(text))</failure>"#
      )
    case .invalid(let diagnostics):
      open += #" line="\#(diagnostics.first?.position.line ?? 1)""#
      let message = diagnostics.first?.summary ?? "\(result.path): invalid"
      let text = diagnostics.map(\.rendered).joined(separator: "\n")
      body.append(
        #"      <error message="\#(escape(message))" type="invalid-scenario">\#(escape(text))</error>"#
      )
    }
    var out: [String] = []
    if detail.trace, !result.trace.isEmpty {
      out.append("trace:")
      out += result.trace.map { "  \($0)" }
    }
    let explanations = detail.explain ? result.explanations : []
    if !explanations.isEmpty {
      out.append("decisions:")
      out += explanations.map { "  \($0)" }
    }
    if !out.isEmpty {
      body.append("      <system-out>\(escape(out.joined(separator: "\n")))</system-out>")
    }
    if !result.warnings.isEmpty {
      let text = result.warnings.map(\.rendered).joined(separator: "\n")
      body.append("      <system-err>\(escape(text))</system-err>")
    }
    guard !body.isEmpty else { return [open + "/>"] }
    return [open + ">"] + body + ["    </testcase>"]
  }

  private static func className(for path: String) -> String {
    var parts = path.split(separator: "/").map(String.init)
    if !parts.isEmpty { parts.removeLast() }
    return parts.isEmpty ? "scenarios" : parts.joined(separator: ".")
  }
}
