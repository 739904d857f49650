/// Prints a run as one self-contained HTML page: a summary, then each
/// scenario with its status, its warnings, its timeline picture, its trace,
/// why each gesture was decided, and for a failure the expected and actual
/// lines side by side. A checkbox (plain CSS, no script) shows only failures and
/// errors.
///
/// The page loads nothing from elsewhere: styles are inline, pictures are
/// inline SVG from ``TimelineSVG``, and fonts are the browser's generic
/// families.
public enum HTMLReporter {
  /// The HTML text for a run. The trace and explanations are always in
  /// the page (folded away for scenarios that passed); `detail` unfolds
  /// them for every scenario.
  public static func render(_ run: RunResult, detail: RunResult.Detail = .init()) -> String {
    var html = ""
    write(run, detail: detail, to: &html)
    return html
  }

  /// Writes the HTML text for a run to `output` a piece at a time, the same
  /// text ``render(_:detail:)`` returns: a large run's page (a trace of
  /// 280,000 requests makes 9 MB) is then never held whole, nor its trace
  /// as a list of lines.
  ///
  /// - Complexity: O(*n*) in the page's length; besides `output`, memory
  ///   bounded by the longest trace line and the picture's bounded labels.
  public static func write(
    _ run: RunResult, detail: RunResult.Detail = .init(), to output: inout some TextOutputStream
  ) {
    let escape = XMLText.escape
    let summary = run.summary
    output.write("<!DOCTYPE html>")
    for line in [
      #"<html lang="en">"#,
      "<head>",
      #"<meta charset="utf-8"/>"#,
      #"<meta name="viewport" content="width=device-width, initial-scale=1"/>"#,
      "<title>taporlink: \(escape(summary.line))</title>",
      "<style>\(style)</style>",
      "</head>",
      "<body>",
      #"<header><h1>taporlink run</h1>"#,
      #"<p class="summary" id="summary">\#(escape(summary.line))</p>"#,
    ] {
      newLine(line, to: &output)
    }
    if let errors = summary.errorLine {
      newLine(#"<p class="errors">\#(escape(errors))</p>"#, to: &output)
    }
    if let nothing = run.nothingRanLine {
      newLine(#"<p class="errors">\#(escape(nothing))</p>"#, to: &output)
    }
    if let warnings = summary.warningLine {
      newLine(#"<p class="warnings">\#(escape(warnings))</p>"#, to: &output)
    }
    newLine("</header>", to: &output)
    newLine(#"<input type="checkbox" id="only-failures"/>"#, to: &output)
    newLine(
      #"<label for="only-failures">Show only failures and errors (\#(summary.failed))</label>"#,
      to: &output)
    newLine(#"<main>"#, to: &output)
    newLine(#"<nav aria-label="scenarios"><ol>"#, to: &output)
    for (index, result) in run.results.enumerated() {
      newLine(
        ##"<li class="\##(result.statusWord)"><a href="#scenario-\##(index + 1)">\##(badge(result.statusWord)) \##(escape(title(result)))</a></li>"##,
        to: &output)
    }
    for path in run.missing {
      newLine(#"<li class="error">\#(badge("error")) \#(escape(path))</li>"#, to: &output)
    }
    newLine("</ol></nav>", to: &output)
    for (index, result) in run.results.enumerated() {
      section(result, number: index + 1, detail: detail, to: &output)
    }
    for path in run.missing {
      newLine(#"<section class="scenario error" data-status="error">"#, to: &output)
      newLine("<h2>\(badge("error")) \(escape(path))</h2>", to: &output)
      newLine(
        #"<pre class="diagnostics">\#(escape(path)): error: no such file or folder</pre>"#,
        to: &output)
      newLine("</section>", to: &output)
    }
    for line in ["</main>", "</body>", "</html>"] { newLine(line, to: &output) }
  }

  /// Starts a new line of the page with `text` (the page's first line,
  /// `<!DOCTYPE html>`, is written without one).
  private static func newLine(_ text: String, to output: inout some TextOutputStream) {
    output.write("\n")
    output.write(text)
  }

  private static func title(_ result: ScenarioResult) -> String {
    result.name.isEmpty ? result.path : result.name
  }

  private static func badge(_ status: String) -> String {
    let word = status == "passed" ? "PASS" : status == "failed" ? "FAIL" : "ERROR"
    return #"<span class="badge \#(status)">\#(word)</span>"#
  }

  private static func section(
    _ result: ScenarioResult, number: Int, detail: RunResult.Detail,
    to output: inout some TextOutputStream
  ) {
    let escape = XMLText.escape
    let status = result.statusWord
    newLine(
      #"<section class="scenario \#(status)" id="scenario-\#(number)" data-status="\#(status)" data-path="\#(escape(result.path))">"#,
      to: &output)
    newLine("<h2>\(badge(status)) \(escape(title(result)))</h2>", to: &output)
    newLine(
      #"<p class="path">\#(escape(result.path)) · \#(result.duration.secondsText) s</p>"#,
      to: &output)
    switch result.status {
    case .passed:
      break
    case .failed(let failure):
      newLine(
        #"<p class="message">\#(escape("\(result.path):\(failure.line): \(failure.message)"))</p>"#,
        to: &output)
      if let scenario = result.scenario {
        sideBySide(failure, scenario: scenario, trace: result.trace, to: &output)
      }
    case .invalid(let diagnostics):
      newLine(#"<pre class="diagnostics">"#, to: &output)
      for (index, diagnostic) in diagnostics.enumerated() {
        if index > 0 { output.write("\n") }
        output.write(escape(diagnostic.rendered))
      }
      output.write("</pre>")
    }
    if !result.warnings.isEmpty {
      newLine(#"<pre class="warnings">"#, to: &output)
      for (index, warning) in result.warnings.enumerated() {
        if index > 0 { output.write("\n") }
        output.write(escape(warning.rendered))
      }
      output.write("</pre>")
    }
    if result.scenario != nil, !result.isInvalid {
      newLine(#"<figure class="timeline">"#, to: &output)
      output.write("\n")
      TimelineSVG.write(result, id: "timeline-\(number)", standalone: false, to: &output)
      newLine("</figure>", to: &output)
    }
    let open = !result.passed || detail.trace ? " open" : ""
    if !result.trace.isEmpty {
      newLine(
        "<details\(open)><summary>Trace (\(result.trace.count) events)</summary>", to: &output)
      newLine(#"<pre class="trace">"#, to: &output)
      for (index, event) in result.trace.enumerated() {
        if index > 0 { output.write("\n") }
        output.write(escape(event.description))
      }
      output.write("</pre>")
      newLine("</details>", to: &output)
    }
    let explanations = result.explanations
    if !explanations.isEmpty {
      let explained = !result.passed || detail.explain ? " open" : ""
      newLine(
        "<details\(explained)><summary>Why each gesture was decided</summary><ul>", to: &output)
      for explanation in explanations {
        newLine("<li>\(escape(explanation))</li>", to: &output)
      }
      newLine("</ul></details>", to: &output)
    }
    newLine("</section>", to: &output)
  }

  private static func sideBySide(
    _ failure: MatchFailure, scenario: Scenario, trace: [TraceEvent],
    to output: inout some TextOutputStream
  ) {
    let escape = XMLText.escape
    let left = FailureReport.expectationColumn(failure, scenario: scenario)
    let right = FailureReport.traceColumn(failure, trace: trace)
    newLine(
      #"<table class="side-by-side"><thead><tr><th scope="col">expected</th><th scope="col">actual (trace around \#(escape("\(failure.focus)")))</th></tr></thead><tbody>"#,
      to: &output)
    for row in 0..<max(left.count, right.count) {
      let l = row < left.count ? left[row] : ""
      let r = row < right.count ? right[row] : ""
      newLine(
        "<tr><td\(markClass(l))>\(escape(l))</td><td\(markClass(r))>\(escape(r))</td></tr>",
        to: &output)
    }
    newLine("</tbody></table>", to: &output)
  }

  private static func markClass(_ line: String) -> String {
    if line.hasPrefix("✗") { return #" class="miss""# }
    if line.hasPrefix("✓") { return #" class="hit""# }
    return ""
  }

  private static let style = """
    body{font-family:system-ui,sans-serif;margin:0 auto;max-width:1000px;padding:1rem;\
    color:#24292f;background:#fff}\
    h1{font-size:1.4rem;margin:.2rem 0}h2{font-size:1.1rem;margin:.2rem 0}\
    .summary{font-size:1.2rem;font-weight:bold}.errors{color:#cf222e;font-weight:bold}\
    .warnings{color:#7d4e00}pre.warnings{background:#fff8c5}\
    .badge{display:inline-block;min-width:3.4em;text-align:center;border-radius:4px;\
    padding:0 .3em;color:#fff;font-size:.8rem;font-weight:bold}\
    .badge.passed{background:#1a7f37}.badge.failed{background:#cf222e}\
    .badge.error{background:#8250df}\
    .scenario{border:1px solid #d0d7de;border-radius:6px;padding:.6rem .8rem;margin:1rem 0}\
    .scenario.failed,.scenario.error{border-color:#cf222e}\
    .path{color:#57606a;font-size:.85rem;margin:.2rem 0}.message{font-family:monospace}\
    pre,table.side-by-side{font-family:ui-monospace,monospace;font-size:.8rem}\
    pre{background:#f6f8fa;padding:.5rem;overflow-x:auto}\
    table.side-by-side{border-collapse:collapse;margin:.4rem 0}\
    table.side-by-side td,table.side-by-side th{padding:0 1.2rem 0 .2rem;text-align:left;\
    white-space:pre;vertical-align:top}\
    td.miss{color:#cf222e;font-weight:bold}td.hit{color:#1a7f37}\
    figure.timeline{margin:.5rem 0;overflow-x:auto}figure.timeline svg{max-width:100%;height:auto}\
    nav ol{columns:2;font-size:.85rem;padding-left:1.5rem}nav a{color:inherit}\
    #only-failures:checked~main .scenario.passed,#only-failures:checked~main li.passed\
    {display:none}
    """
}
