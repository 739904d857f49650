// libFuzzer entry point for the reporters: the input is split at NUL bytes
// into up to three scenario files (the last piece, if there are four, is a
// missing path); each is decoded and run, and the results go through the
// JSON and JUnit reporters. The JSON must parse, with one item a file; the
// JUnit XML must be well-formed, with one test case a file; the text report
// must hold no raw control character in an error. Built by .ci/fuzz.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Counts `testcase` elements and notes whether the XML is well-formed.
private final class JUnitCheck: NSObject, XMLParserDelegate {
  var testCases = 0
  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if elementName == "testcase" { testCases += 1 }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func reportFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let pieces = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
  let paths = ["a&b<c>.yaml", "q\"uo'te.yaml", "plain/dir/s.yaml"]
  var results: [ScenarioResult] = []
  for (index, piece) in pieces.prefix(3).enumerated() {
    let text = String(decoding: piece, as: UTF8.self)
    results.append(ScenarioLoader.run(SourceFile(path: paths[index], text: text)))
  }
  let missing = pieces.count > 3 ? [String(decoding: pieces[3].prefix(200), as: UTF8.self)] : []

  let run = RunResult(results: results, missing: missing)
  let detail = RunResult.Detail(trace: true, explain: true)
  let json = JSONReporter.render(run, detail: detail)
  guard
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)),
    let document = object as? [String: Any],
    let items = document["scenarios"] as? [Any]
  else {
    preconditionFailure("the JSON report does not parse:\n\(json)")
  }
  precondition(items.count == results.count + missing.count, "JSON lost a scenario")

  let xml = JUnitReporter.render(run, detail: detail)
  let parser = XMLParser(data: Data(xml.utf8))
  let check = JUnitCheck()
  parser.delegate = check
  precondition(parser.parse(), "the JUnit report is not well-formed XML:\n\(xml)")
  precondition(check.testCases == results.count + missing.count, "JUnit lost a scenario")

  for result in results {
    if case .invalid(let diagnostics) = result.status {
      for diagnostic in diagnostics {
        precondition(
          !diagnostic.rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
          "an error printed a control character raw")
      }
    }
  }
  return 0
}
