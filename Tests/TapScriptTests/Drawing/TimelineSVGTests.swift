import Foundation
import TapScript
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The structure of timeline pictures, checked without a browser: each
/// parses as XML, is accessible, self-contained, and shows what the run did.
@Suite struct TimelineSVGTests {
  static let readme = ContractExample.text

  func picture(_ text: String, path: String = "s.yaml") throws -> XMLElement {
    let result = ScenarioLoader.run(SourceFile(path: path, text: text))
    let svg = TimelineSVG.render(result)
    let document = try XMLDocument(xmlString: svg, options: [])
    return try #require(document.rootElement())
  }

  func attribute(_ name: String, of element: XMLElement) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }

  func texts(_ root: XMLElement) throws -> [String] {
    try root.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
  }

  @Test func isAccessibleAndSelfContained() throws {
    let root = try picture(Self.readme)
    #expect(root.name == "svg")
    #expect(attribute("role", of: root) == "img")
    let title = try root.nodes(forXPath: "*[local-name()='title']").first?.stringValue
    #expect(title?.hasPrefix("a link tapped under the overlay is a link, not a tap") == true)
    let desc = try #require(try root.nodes(forXPath: "*[local-name()='desc']").first?.stringValue)
    #expect(desc.contains("Gesture #1 decided link at 340ms."))
    #expect(try root.nodes(forXPath: "//*[local-name()='script']").isEmpty)
    #expect(try root.nodes(forXPath: "//@href").isEmpty)
    #expect(attribute("font-family", of: root) == "sans-serif")
  }

  @Test func showsFingersRequestsDecisionsWindowAndAxis() throws {
    let labels = try texts(try picture(Self.readme))
    for expected in [
      "finger 1", "down 50,20", "up 50,20", "#1 window 750ms", "long press 500ms", "requests",
      "https://example.com/a (link) allow", "decisions", "link #1", "0", "800", "time (ms)",
    ] {
      #expect(labels.contains(expected), "\(expected) in \(labels)")
    }
  }

  @Test func escapesEveryText() throws {
    let text = Self.readme.replacingOccurrences(
      of: "name: a link tapped under the overlay is a link, not a tap",
      with: #"name: "<b>tom & jerry's</b> \"quoted\"""#
    ).replacingOccurrences(of: "https://example.com/a", with: "https://example.com/a?x=1&y=<2>")
    let root = try picture(text)
    let labels = try texts(root)
    #expect(labels.contains(#"<b>tom & jerry's</b> "quoted""#))
    #expect(labels.contains("https://example.com/a?x=1&y=<2> (link) allow"))
  }

  @Test func unknownTraceEventsGetALaneOfTheirOwn() throws {
    var result = ScenarioLoader.run(SourceFile(path: "s.yaml", text: Self.readme))
    result.trace.append(
      TraceEvent(time: .milliseconds(500), name: "scroll", arguments: ["by", "50,20"]))
    let document = try XMLDocument(xmlString: TimelineSVG.render(result), options: [])
    let labels = try texts(try #require(document.rootElement()))
    #expect(labels.contains("scroll"))
    #expect(labels.contains("by 50,20"))
  }

  @Test func pageAnswersAndLateLinksAreDrawn() throws {
    var result = ScenarioLoader.run(SourceFile(path: "s.yaml", text: Self.readme))
    result.trace += [
      TraceEvent(time: .milliseconds(20), name: "answer", arguments: ["link", "at", "50", "20"]),
      TraceEvent(
        time: .milliseconds(900), name: "late-link", arguments: ["https://example.com/b", "60ms"]),
    ]
    let document = try XMLDocument(xmlString: TimelineSVG.render(result), options: [])
    let labels = try texts(try #require(document.rootElement()))
    #expect(labels.contains("page answers"))
    #expect(labels.contains("link at 50 20"))
    #expect(labels.contains("late link https://example.com/b late by 60ms"))
  }

  @Test func aFingerNeverLiftedIsDrawnHeldToTheEnd() throws {
    let text = """
      name: held
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
      timeline:
        - 100ms: down 10 10
      expect:
        - 600ms: longpress
      """
    let result = ScenarioLoader.run(SourceFile(path: "s.yaml", text: text))
    let document = try XMLDocument(xmlString: TimelineSVG.render(result), options: [])
    let root = try #require(document.rootElement())
    // The held line is the thick one: from down (100 ms) to the long press
    // (600 ms), the last event.
    let held = try root.nodes(forXPath: "//*[local-name()='line'][@stroke-width='3']")
    #expect(held.count == 1)
  }

  @Test func everyFingerHasALane() throws {
    let text = """
      name: two fingers
      views:
        - id: web
          kind: web
          frame: [0, 0, 320, 480]
      timeline:
        - 0ms: down 10 10
        - 20ms: down 100 100 finger 2
        - 30ms: move 12 12
        - 40ms: up 12 12
        - 50ms: cancel finger 2
      expect:
        - 20ms: multitouch
      """
    let labels = try texts(try picture(text))
    #expect(labels.contains("finger 1"))
    #expect(labels.contains("finger 2"))
    #expect(labels.contains("cancel"))
    #expect(labels.contains("multitouch #1"))
  }
}
