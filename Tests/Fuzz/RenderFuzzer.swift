// libFuzzer entry point for the HTML report and the SVG timeline: the input
// is split at NUL bytes into up to three scenario files (a fourth piece is
// a missing path); each is decoded and run, and the run is rendered as an
// HTML page and each scenario that ran as a standalone SVG.
//
// The checks, read with a strict tokenizer of its own (not a browser's
// forgiving parser), on both:
// - no control character (C0 but tab, line feed and carriage return; DEL;
//   C1) and no Unicode noncharacter anywhere in the output;
// - every `<` starts a tag of the page's own vocabulary, every `&` an
//   entity the reporters write; attribute values are quoted and hold no
//   `<` or `"`; elements nest and close properly; no script, no `src`, no
//   link but to the page's own sections;
// - escaping holds: each section's heading, path attribute, trace,
//   diagnostics and the picture's title, read back and unescaped, are the
//   result's own text (less the characters XML cannot hold), and there is
//   one section a file and one picture a scenario that ran;
// - the SVG and the HTML (its boolean `open` attributes given a value)
//   parse as XML (`XMLParser`).
// Built by .ci/fuzz.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Stops the fuzzer with `message` (a precondition's message is dropped in
/// an optimized build, and the reproducer alone does not say which check
/// failed).
private func require(_ condition: Bool, _ message: @autoclosure () -> String = "") {
  if !condition { fail(message()) }
}

private func fail(_ message: String) -> Never {
  fatalError(message)
}

/// Whether a scalar may not appear in an HTML or SVG document: a control
/// character other than tab, line feed and carriage return, or a
/// noncharacter.
private func forbidden(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  if value < 0x20 { return value != 0x09 && value != 0x0A && value != 0x0D }
  if (0x7F...0x9F).contains(value) { return true }
  if (0xFDD0...0xFDEF).contains(value) { return true }
  return value & 0xFFFE == 0xFFFE
}

/// `text` as the reports should show it: without the characters a document
/// cannot hold.
private func cleaned(_ text: String) -> String {
  var result = String.UnicodeScalarView()
  result.append(contentsOf: text.unicodeScalars.filter { !forbidden($0) })
  return String(result)
}

/// One element as read: its name, attributes (unescaped), text (unescaped,
/// its descendants' included) and how many child elements it has.
private struct Element {
  var name: String
  var attributes: [String: String]
  var text = ""
  var children = 0
}

/// A strict reader of the markup the reporters write.
private struct Markup {
  static let htmlElements: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "p", "input",
    "label", "main", "nav", "ol", "li", "a", "span", "section", "pre", "figure", "details",
    "summary", "ul", "table", "thead", "tbody", "tr", "th", "td",
  ]
  static let svgElements: Set<String> = [
    "svg", "title", "desc", "rect", "text", "line", "circle", "path",
  ]
  static let void: Set<String> = ["meta", "input"]
  /// Elements that hold text only.
  static let textOnly: Set<String> = ["title", "desc", "text", "pre", "td", "th", "p", "style"]
  static let entities = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'"]

  /// Every element closed, in document order of their ends.
  var closed: [Element] = []

  /// Reads `document`, stopping the fuzzer at the first fault.
  init(_ document: String, svg: Bool) {
    let s = Array(document.unicodeScalars)
    if let bad = s.first(where: forbidden) {
      fail("a forbidden character U+\(String(bad.value, radix: 16)) in:\n\(document)")
    }
    let allowed = svg ? Self.svgElements : Self.htmlElements.union(Self.svgElements)
    var i = 0
    var stack: [Element] = []
    func stop(_ why: String) -> Never {
      let start = max(0, i - 80)
      let window = String(String.UnicodeScalarView(s[start..<min(s.count, i + 80)]))
      fail("\(why) at scalar \(i): …\(window)…")
    }
    func expect(_ literal: String) {
      for scalar in literal.unicodeScalars {
        guard i < s.count, s[i] == scalar else { stop("expected `\(literal)`") }
        i += 1
      }
    }
    func name() -> String {
      var word = String.UnicodeScalarView()
      while i < s.count,
        ("a"..."z").contains(s[i]) || ("A"..."Z").contains(s[i]) || ("0"..."9").contains(s[i])
          || s[i] == "-"
      {
        word.append(s[i])
        i += 1
      }
      guard !word.isEmpty else { stop("expected a name") }
      return String(word)
    }
    func entity() -> String {
      expect("&")
      var word = ""
      while i < s.count, s[i] != ";", word.count < 6 {
        word.unicodeScalars.append(s[i])
        i += 1
      }
      guard i < s.count, s[i] == ";", let value = Self.entities[word] else {
        stop("`&` that starts no known entity")
      }
      i += 1
      return value
    }
    func addText(_ text: String) {
      guard !stack.isEmpty else {
        if !text.allSatisfy({ $0 == "\n" }) { stop("text outside the root element") }
        return
      }
      stack[stack.count - 1].text += text
    }
    if svg {
      expect(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    } else {
      expect("<!DOCTYPE html>")
    }
    while i < s.count {
      if s[i] == "&" {
        addText(entity())
      } else if s[i] != "<" {
        guard s[i] != ">" || !stack.isEmpty else { stop("`>` outside an element") }
        if stack.isEmpty {
          addText(String(s[i]))
        } else {
          stack[stack.count - 1].text.unicodeScalars.append(s[i])
        }
        i += 1
      } else if i + 1 < s.count, s[i + 1] == "/" {
        i += 2
        let word = name()
        expect(">")
        guard let open = stack.popLast(), open.name == word else {
          stop("`</\(word)>` closes nothing open")
        }
        closed.append(open)
        if !stack.isEmpty { stack[stack.count - 1].text += open.text }
      } else {
        i += 1
        let word = name()
        guard allowed.contains(word) else { stop("an element `\(word)` the reports never write") }
        if !stack.isEmpty {
          stack[stack.count - 1].children += 1
          if Self.textOnly.contains(stack[stack.count - 1].name) {
            stop("`<\(word)>` inside `<\(stack[stack.count - 1].name)>`")
          }
        }
        var attributes: [String: String] = [:]
        while i < s.count, s[i] == " " {
          i += 1
          let attribute = name()
          if attribute == "open" && word == "details" {
            attributes[attribute] = ""
            continue
          }
          expect("=\"")
          var value = ""
          while i < s.count, s[i] != "\"" {
            if s[i] == "<" { stop("`<` in an attribute value") }
            if s[i] == "&" {
              value += entity()
            } else {
              value.unicodeScalars.append(s[i])
              i += 1
            }
          }
          expect("\"")
          guard attributes.updateValue(value, forKey: attribute) == nil else {
            stop("attribute `\(attribute)` twice")
          }
        }
        guard attributes["src"] == nil,
          attributes["href"].map({ $0.hasPrefix("#scenario-") }) ?? true
        else { stop("a link or source to elsewhere") }
        guard !attributes.keys.contains(where: { $0.hasPrefix("on") }) else {
          stop("an event handler")
        }
        var element = Element(name: word, attributes: attributes)
        if i < s.count, s[i] == "/" {
          expect("/>")
          closed.append(element)
          if !stack.isEmpty { stack[stack.count - 1].text += element.text }
          continue
        }
        expect(">")
        if Self.void.contains(word) { stop("`<\(word)>` not closed with `/>`") }
        if word == "style" {
          // CSS: read as it is, never holding `<` or `&`.
          while i < s.count, s[i] != "<" {
            guard s[i] != "&" else { stop("`&` in a style") }
            element.text.unicodeScalars.append(s[i])
            i += 1
          }
        }
        stack.append(element)
      }
    }
    guard stack.isEmpty else { stop("`<\(stack.last?.name ?? "")>` never closed") }
  }

  func all(_ name: String, where test: (Element) -> Bool = { _ in true }) -> [Element] {
    closed.filter { $0.name == name && test($0) }
  }
}

/// Whether `document` parses as XML.
private func parsesAsXML(_ document: String) -> Bool {
  XMLParser(data: Data(document.utf8)).parse()
}

private func badge(_ result: ScenarioResult) -> String {
  result.passed ? "PASS" : result.isInvalid ? "ERROR" : "FAIL"
}

@_cdecl("LLVMFuzzerTestOneInput")
public func renderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let pieces = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
  let paths = ["a&b<c>.yaml", "q\"uo'te]]>&amp;.yaml", "plain/dir/s.yaml"]
  var results: [ScenarioResult] = []
  for (index, piece) in pieces.prefix(3).enumerated() {
    let text = String(decoding: piece, as: UTF8.self)
    results.append(ScenarioLoader.run(SourceFile(path: paths[index], text: text)))
  }
  let missing = pieces.count > 3 ? [String(decoding: pieces[3].prefix(200), as: UTF8.self)] : []
  let run = RunResult(results: results, missing: missing)
  let detail = RunResult.Detail(trace: size % 2 == 1, explain: size % 3 == 0)

  let html = HTMLReporter.render(run, detail: detail)
  let page = Markup(html, svg: false)
  require(
    parsesAsXML(html.replacingOccurrences(of: "<details open>", with: #"<details open="">"#)),
    "the HTML report does not parse as XML")

  let sections = page.all("section")
  require(sections.count == results.count + missing.count, "a section lost or added")
  let figures = results.filter { $0.scenario != nil && !$0.isInvalid }
  require(page.all("svg").count == figures.count, "a timeline lost or added")
  let ran = page.all("pre") { $0.attributes["class"] == "trace" }
  require(ran.count == results.filter { !$0.trace.isEmpty }.count, "a trace lost or added")
  var traces = ran.makeIterator()
  for (index, result) in results.enumerated() {
    let section = sections[index]
    require(section.attributes["data-path"] == cleaned(result.path), "data-path not escaped")
    require(section.attributes["id"] == "scenario-\(index + 1)")
    let title = result.name.isEmpty ? result.path : result.name
    let heading = page.all("h2")[index].text
    require(heading == "\(badge(result)) \(cleaned(title))", "a heading not escaped: \(heading)")
    if !result.trace.isEmpty {
      let trace = traces.next()?.text
      let expected = cleaned(result.trace.map(\.description).joined(separator: "\n"))
      require(trace == expected, "a trace not escaped:\n\(trace ?? "")\n---\n\(expected)")
    }
    if case .invalid(let diagnostics) = result.status {
      let shown = page.all("pre") {
        $0.attributes["class"] == "diagnostics"
      }.map(\.text)
      require(
        shown.contains(cleaned(diagnostics.map(\.rendered).joined(separator: "\n"))),
        "diagnostics not escaped")
    }
  }
  for (offset, path) in missing.enumerated() {
    let heading = page.all("h2")[results.count + offset].text
    require(heading == "ERROR \(cleaned(path))", "a missing path not escaped: \(heading)")
  }

  for result in figures {
    let svg = TimelineSVG.render(result)
    let picture = Markup(svg, svg: true)
    require(parsesAsXML(svg), "the SVG does not parse as XML")
    let name = result.name.isEmpty ? result.path : result.name
    let title = picture.all("title").first?.text
    require(
      title == cleaned("\(name) — timeline (\(result.statusWord))"),
      "the picture's title not escaped: \(title ?? "none")")
    require(picture.all("svg").count == 1 && picture.all("desc").count == 1)
  }
  return 0
}
