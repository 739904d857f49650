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
    let escape = XMLText.escape
    let summary = run.summary
    var html: [String] = [
      "<!DOCTYPE html>",
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
    ]
    if let errors = summary.errorLine {
      html.append(#"<p class="errors">\#(escape(errors))</p>"#)
    }
    if let nothing = run.nothingRanLine {
      html.append(#"<p class="errors">\#(escape(nothing))</p>"#)
    }
    if let warnings = summary.warningLine {
      html.append(#"<p class="warnings">\#(escape(warnings))</p>"#)
    }
    html.append("</header>")
    html.append(#"<input type="checkbox" id="only-failures"/>"#)
    html.append(
      #"<label for="only-failures">Show only failures and errors (\#(summary.failed))</label>"#)
    html.append(#"<main>"#)
    html.append(#"<nav aria-label="scenarios"><ol>"#)
    for (index, result) in run.results.enumerated() {
      html.append(
        ##"<li class="\##(result.statusWord)"><a href="#scenario-\##(index + 1)">\##(badge(result.statusWord)) \##(escape(title(result)))</a></li>"##
      )
    }
    for path in run.missing {
      html.append(#"<li class="error">\#(badge("error")) \#(escape(path))</li>"#)
    }
    html.append("</ol></nav>")
    for (index, result) in run.results.enumerated() {
      html += section(result, number: index + 1, detail: detail)
    }
    for path in run.missing {
      html.append(#"<section class="scenario error" data-status="error">"#)
      html.append("<h2>\(badge("error")) \(escape(path))</h2>")
      html.append(
        #"<pre class="diagnostics">\#(escape(path)): error: no such file or folder</pre>"#)
      html.append("</section>")
    }
    html += ["</main>", "</body>", "</html>"]
    return html.joined(separator: "\n")
  }

  private static func title(_ result: ScenarioResult) -> String {
    result.name.isEmpty ? result.path : result.name
  }

  private static func badge(_ status: String) -> String {
    let word = status == "passed" ? "PASS" : status == "failed" ? "FAIL" : "ERROR"
    return #"<span class="badge \#(status)">\#(word)</span>"#
  }

  private static func section(_ result: ScenarioResult, number: Int, detail: RunResult.Detail)
    -> [String]
  {
    let escape = XMLText.escape
    let status = result.statusWord
    var html = [
      #"<section class="scenario \#(status)" id="scenario-\#(number)" data-status="\#(status)" data-path="\#(escape(result.path))">"#,
      "<h2>\(badge(status)) \(escape(title(result)))</h2>",
      #"<p class="path">\#(escape(result.path)) · \#(result.duration.secondsText) s</p>"#,
    ]
    switch result.status {
    case .passed:
      break
    case .failed(let failure):
      html.append(
        #"<p class="message">\#(escape("\(result.path):\(failure.line): \(failure.message)"))</p>"#
      )
      if let scenario = result.scenario {
        html += sideBySide(failure, scenario: scenario, trace: result.trace)
      }
    case .invalid(let diagnostics):
      html.append(
        #"<pre class="diagnostics">\#(escape(diagnostics.map(\.rendered).joined(separator: "\n")))</pre>"#
      )
    }
    if !result.warnings.isEmpty {
      let text = result.warnings.map(\.rendered).joined(separator: "\n")
      html.append(#"<pre class="warnings">\#(escape(text))</pre>"#)
    }
    if result.scenario != nil, !result.isInvalid {
      html.append(#"<figure class="timeline">"#)
      html.append(TimelineSVG.render(result, id: "timeline-\(number)", standalone: false))
      html.append("</figure>")
    }
    let open = !result.passed || detail.trace ? " open" : ""
    if !result.trace.isEmpty {
      html.append("<details\(open)><summary>Trace (\(result.trace.count) events)</summary>")
      html.append(
        #"<pre class="trace">\#(escape(result.trace.map(\.description).joined(separator: "\n")))</pre>"#
      )
      html.append("</details>")
    }
    let explanations = result.explanations
    if !explanations.isEmpty {
      let explained = !result.passed || detail.explain ? " open" : ""
      html.append("<details\(explained)><summary>Why each gesture was decided</summary><ul>")
      html += explanations.map { "<li>\(escape($0))</li>" }
      html.append("</ul></details>")
    }
    html.append("</section>")
    return html
  }

  private static func sideBySide(_ failure: MatchFailure, scenario: Scenario, trace: [TraceEvent])
    -> [String]
  {
    let escape = XMLText.escape
    let left = FailureReport.expectationColumn(failure, scenario: scenario)
    let right = FailureReport.traceColumn(failure, trace: trace)
    var html = [
      #"<table class="side-by-side"><thead><tr><th scope="col">expected</th><th scope="col">actual (trace around \#(escape("\(failure.focus)")))</th></tr></thead><tbody>"#
    ]
    for row in 0..<max(left.count, right.count) {
      let l = row < left.count ? left[row] : ""
      let r = row < right.count ? right[row] : ""
      html.append(
        "<tr><td\(markClass(l))>\(escape(l))</td><td\(markClass(r))>\(escape(r))</td></tr>")
    }
    html.append("</tbody></table>")
    return html
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
