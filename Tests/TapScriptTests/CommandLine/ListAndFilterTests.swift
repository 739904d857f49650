import Foundation
import TestSupport
import Testing

/// `--list --format json` prints JSON, and an empty `--filter=` is an
/// error saying why (issue 19 item 7).
@Suite struct ListAndFilterTests {
  @Test("--list --format json prints one JSON object a scenario")
  func listJSON() throws {
    let dir = try ScenarioFolder.make(broken: true)
    let run = try CommandLineRunner().run(["--list", "--format", "json", dir.path])
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: String]])
    #expect(objects.map { $0["name"] ?? "" } == ["passes", "fails", "broken"])
    #expect(objects.filter { $0["error"] != nil }.count == 1)
    #expect(run.status == 2)
  }

  @Test("an empty --filter is an error saying why", arguments: [["--filter="], ["--filter", ""]])
  func emptyFilter(words: [String]) throws {
    let run = try CommandLineRunner().run(words + ["Scenarios"])
    #expect(run.status == 2)
    #expect(run.errors.contains("--filter needs a word to look for"))
  }
}
