import TapScript
import Testing

/// Parses `text` as the file `test.yaml`.
func parseYAML(_ text: String) -> YAMLParseResult {
  YAMLParser.parse(SourceFile(path: "test.yaml", text: text))
}

/// Each diagnostic as `LINE:COLUMN: MESSAGE`, in order.
func yamlSummaries(_ result: YAMLParseResult) -> [String] {
  result.diagnostics.map { "\($0.position): \($0.fullMessage)" }
}

/// Parses `text`, expects no diagnostics, and returns the root.
func parseCleanYAML(
  _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) -> YAMLNode? {
  let result = parseYAML(text)
  #expect(yamlSummaries(result) == [], sourceLocation: sourceLocation)
  #expect(result.root != nil, "no root", sourceLocation: sourceLocation)
  return result.root
}

/// Expects `text` to give exactly the diagnostics `expected`, each written
/// `LINE:COLUMN: MESSAGE`.
func expectYAMLDiagnostics(
  _ text: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(yamlSummaries(parseYAML(text)) == expected, sourceLocation: sourceLocation)
}

/// The tree as text, one node a line, nested by two spaces, each node with
/// its position:
///
/// ```
/// 1:1 mapping
///   name @1:1 = 1:7 plain "x"
///   views @2:1 = 3:3 block sequence
///     - 3:5 mapping
///       id @3:5 = 3:9 plain "web"
/// ```
func yamlOutline(_ node: YAMLNode?) -> String {
  guard let node else { return "nil" }
  var lines: [String] = []
  appendOutline(of: node, prefix: "", depth: 0, to: &lines)
  return lines.joined(separator: "\n")
}

private func appendOutline(
  of node: YAMLNode, prefix: String, depth: Int, to lines: inout [String]
) {
  let indent = String(repeating: "  ", count: depth)
  let header = "\(indent)\(prefix)\(node.position) "
  switch node.kind {
  case .scalar(let scalar):
    let style: String
    switch scalar.style {
    case .plain: style = "plain"
    case .singleQuoted: style = "single"
    case .doubleQuoted: style = "double"
    }
    lines.append(header + "\(style) \(String(reflecting: scalar.text))")
  case .null:
    lines.append(header + "null")
  case .sequence(let items, let style):
    lines.append(header + (style == .block ? "block sequence" : "flow sequence"))
    for item in items {
      appendOutline(of: item, prefix: "- ", depth: depth + 1, to: &lines)
    }
  case .mapping(let entries):
    lines.append(header + "mapping")
    for entry in entries {
      appendOutline(
        of: entry.value, prefix: "\(entry.key) @\(entry.keyPosition) = ", depth: depth + 1,
        to: &lines)
    }
  }
}
