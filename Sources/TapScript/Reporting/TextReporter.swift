import TapOrLink

/// Prints results for people: one line a scenario, details of failures,
/// each file's warnings, then `N passed, N failed` and, when files were
/// broken or missing, a line counting those errors, and when files had
/// warnings, a line counting those.
///
/// Text from the scenario (file names, scenario names, view ids, URLs) is
/// printed with control and bidirectional characters escaped, as errors
/// are: a name holding `ESC[2J`, an OSC 52 clipboard write, U+202E or a
/// line feed cannot clear the terminal, write the clipboard, reorder the
/// line or print a fake `PASS` line.
public struct TextReporter {
  /// Whether to use ANSI colours.
  public var colour: Bool
  /// Whether to print each scenario's full trace.
  public var showTrace: Bool
  /// Whether to print why each gesture was decided as it was.
  public var explain: Bool
  /// Whether to leave out scenarios that passed (failures, errors,
  /// warnings and the summary only).
  public var quiet: Bool

  /// Creates a reporter.
  public init(
    colour: Bool = false, showTrace: Bool = false, explain: Bool = false, quiet: Bool = false
  ) {
    self.colour = colour
    self.showTrace = showTrace
    self.explain = explain
    self.quiet = quiet
  }

  private func paint(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// The text for one result, without a final newline: its status line and
  /// details, then its warnings, each as a compiler prints one. With
  /// ``quiet``, a passed scenario shows its warnings only, and `nil` when
  /// it has none.
  public func render(_ result: ScenarioResult) -> String? {
    let warnings = result.warnings.map(\.rendered)
    if quiet, result.passed {
      return warnings.isEmpty ? nil : warnings.joined(separator: "\n")
    }
    var lines: [String] = []
    switch result.status {
    case .passed:
      lines.append("\(paint("PASS", "32")) \(Self.visible(result.path, result.name))")
    case .failed(let failure):
      lines.append("\(paint("FAIL", "31")) \(Self.visible(result.path, result.name))")
      if let scenario = result.scenario {
        lines.append(
          FailureReport.render(failure, scenario: scenario, trace: result.trace)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }.joined(separator: "\n"))
      }
    case .invalid(let diagnostics):
      lines.append("\(paint("ERROR", "31;1")) \(VisibleText.escaped(result.path))")
      lines.append(contentsOf: diagnostics.map(\.rendered))
    }
    lines.append(contentsOf: warnings)
    if showTrace, !result.trace.isEmpty {
      lines.append("  trace:")
      lines.append(contentsOf: result.trace.map { "    " + VisibleText.escaped($0.description) })
    }
    let explanations = explain ? result.explanations : []
    if !explanations.isEmpty {
      lines.append("  decisions:")
      lines.append(contentsOf: explanations.map { "    " + VisibleText.escaped($0) })
    }
    return lines.joined(separator: "\n")
  }

  /// The line for a path that does not exist.
  public func renderMissing(_ path: String) -> String {
    "\(VisibleText.escaped(path)): error: no such file or folder"
  }

  /// `PATH — NAME`, escaped: the line for a scenario in a run or a list.
  public static func visible(_ path: String, _ name: String) -> String {
    VisibleText.escaped("\(path) — \(name)")
  }

  /// The closing summary line, then the error line when there were errors
  /// and the warning line when there were warnings.
  public func render(_ summary: RunSummary) -> String {
    [summary.line, summary.errorLine, summary.warningLine].compactMap { $0 }
      .joined(separator: "\n")
  }
}
