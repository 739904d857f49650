import Foundation
import TapScript
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The HTML report's structure, checked without a browser (the report is
/// also well-formed XML, so it parses here); `Tools/browser/check_report.py`
/// checks it in Chromium.
@Suite struct HTMLReporterTests {
  func report() throws -> XMLElement {
    let passing = ScenarioLoader.run(SourceFile(path: "a.yaml", text: ContractExample.text))
    let failing = ScenarioLoader.run(
      SourceFile(
        path: "b.yaml",
        text: ContractExample.text.replacingOccurrences(of: "340ms: link", with: "300ms: link")))
    let broken = ScenarioLoader.run(SourceFile(path: "c.yaml", text: "name: <broken>\nviews: [\n"))
    let run = RunResult(results: [passing, failing, broken], missing: ["gone.yaml"])
    let html = HTMLReporter.render(run)
    #expect(!html.contains("<script"))
    #expect(!html.contains("src="))
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    // Names are escaped (FoundationXML on Linux loses `&lt;` in some text
    // nodes, so this is checked on the text itself).
    #expect(html.contains(#"<h2><span class="badge error">ERROR</span> &lt;broken&gt;</h2>"#))
    let document = try XMLDocument(xmlString: html, options: [])
    return try #require(document.rootElement())
  }

  func nodes(_ root: XMLElement, _ path: String) throws -> [XMLNode] {
    try root.nodes(forXPath: path)
  }

  @Test func summaryAndOneSectionAScenario() throws {
    let root = try report()
    #expect(try nodes(root, "//p[@id='summary']").first?.stringValue == "1 passed, 3 failed")
    let sections = try nodes(root, "//section")
    #expect(sections.count == 4)
    let statuses = sections.compactMap {
      ($0 as? XMLElement)?.attribute(forName: "data-status")?.stringValue
    }
    #expect(statuses == ["passed", "failed", "error", "error"])
    let headings = try nodes(root, "//section[@data-status='error']/h2")
    #expect(headings.last?.stringValue == "ERROR gone.yaml")
    #expect(headings.count == 2)
  }

  @Test func eachRunScenarioHasItsTimelineTraceAndExplanations() throws {
    let root = try report()
    #expect(try nodes(root, "//section//*[local-name()='svg']").count == 2)
    #expect(try nodes(root, "//section//pre[@class='trace']").count == 2)
    let why = try nodes(root, "//section[@data-status='passed']//details/ul/li")
    #expect(why.first?.stringValue?.hasPrefix("340ms: link for gesture #1 on web") == true)
  }

  @Test func aFailureShowsExpectedAndActualSideBySide() throws {
    let root = try report()
    let rows = try nodes(root, "//section[@data-status='failed']//table[@class='side-by-side']//tr")
    #expect(rows.count > 2)
    let missed = try nodes(root, "//section[@data-status='failed']//td[@class='miss']")
    #expect(missed.first?.stringValue == "✗ 300ms: link https://example.com/a")
  }

  @Test func aCheckboxFiltersFailures() throws {
    let root = try report()
    #expect(try nodes(root, "//input[@type='checkbox'][@id='only-failures']").count == 1)
    let style = try nodes(root, "//style").first?.stringValue ?? ""
    #expect(style.contains("#only-failures:checked~main .scenario.passed"))
  }
}
