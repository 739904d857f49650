import Foundation

/// Prints a run as one JSON document, for tools.
///
/// ```json
/// { "passed": 1, "failed": 1, "errors": 1, "warnings": 1, "seconds": 0.004,
///   "scenarios": [ { "path": "…", "name": "…", "status": "error",
///     "errors": [ { "path": "…", "line": 2, "column": 8, "message": "…" } ] },
///   { "path": "…", "name": "…", "status": "passed",
///     "warnings": [ { "path": "…", "line": 3, "column": 15, "message": "…" } ] } ] }
/// ```
///
/// `failed` counts errors too, as the contract's summary line does; `errors`
/// says how many of them were files that could not be read or parsed, or
/// paths that do not exist. A scenario's `status` is `passed`, `failed` or
/// `error`. `warnings` counts the warnings of every file; a scenario's own
/// are listed in its `warnings` (left out when it has none), in the form of
/// its `errors`, and change neither its status nor any count but that one.
public enum JSONReporter {
  private struct Document: Encodable {
    var passed: Int
    var failed: Int
    var errors: Int
    var warnings: Int
    var seconds: Double
    var nothingRan: String?
    var scenarios: [Item]
  }

  private struct Item: Encodable {
    var path: String
    var name: String?
    var status: String
    var seconds: Double?
    var line: Int?
    var message: String?
    var errors: [ErrorItem]?
    var warnings: [ErrorItem]?
    var trace: [String]?
    var decisions: [String]?
  }

  private struct ErrorItem: Encodable {
    var path: String
    var line: Int
    var column: Int
    var message: String

    init(path: String, line: Int, column: Int, message: String) {
      self.path = path
      self.line = line
      self.column = column
      self.message = message
    }

    init(_ diagnostic: ScriptDiagnostic) {
      self.init(
        path: diagnostic.path, line: diagnostic.position.line,
        column: diagnostic.position.column, message: diagnostic.fullMessage)
    }
  }

  /// The JSON text for a run.
  public static func render(_ run: RunResult, detail: RunResult.Detail = .init()) -> String {
    var items = run.results.map { result -> Item in
      var item = Item(
        path: result.path, name: result.name.isEmpty ? nil : result.name, status: "passed",
        seconds: result.duration.seconds)
      switch result.status {
      case .passed: break
      case .failed(let failure):
        item.status = "failed"
        item.line = failure.line
        item.message = failure.message
      case .invalid(let diagnostics):
        item.status = "error"
        item.line = diagnostics.first?.position.line
        item.message = diagnostics.first?.fullMessage
        item.errors = diagnostics.map(ErrorItem.init)
      }
      if !result.warnings.isEmpty { item.warnings = result.warnings.map(ErrorItem.init) }
      if detail.trace { item.trace = result.trace.map(\.description) }
      if detail.explain { item.decisions = result.explanations }
      return item
    }
    items += run.missing.map {
      Item(
        path: $0, status: "error", message: "no such file or folder",
        errors: [ErrorItem(path: $0, line: 1, column: 1, message: "no such file or folder")])
    }
    let summary = run.summary
    let document = Document(
      passed: summary.passed, failed: summary.failed, errors: summary.errors,
      warnings: summary.warnings, seconds: run.duration.seconds, nothingRan: run.nothingRanLine,
      scenarios: items)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
