import Foundation

/// Prints results as one JSON document, for tools.
public enum JSONReporter {
  private struct Document: Encodable {
    var passed: Int
    var failed: Int
    var scenarios: [Item]
  }

  private struct Item: Encodable {
    var path: String
    var name: String
    var status: String
    var line: Int?
    var message: String?
    var errors: [String]?
    var trace: [String]?
  }

  /// The JSON text for a run.
  public static func render(
    _ results: [ScenarioResult], missing: [String], includeTrace: Bool
  ) -> String {
    var items = results.map { result -> Item in
      var item = Item(path: result.path, name: result.name, status: "passed")
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
        item.errors = diagnostics.map(\.summary)
      }
      if includeTrace { item.trace = result.trace.map(\.description) }
      return item
    }
    items += missing.map {
      Item(path: $0, name: "", status: "error", message: "no such file or folder")
    }
    let summary = RunSummary(results, missing: missing.count)
    let document = Document(passed: summary.passed, failed: summary.failed, scenarios: items)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
