import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `taporlink draw`, on the built binary.
@Suite struct DrawCommandTests {
  func run(_ arguments: [String]) throws -> CommandLineRunner.Run {
    try CommandLineRunner().run(arguments)
  }

  func svg(at url: URL) throws -> XMLElement {
    let document = try XMLDocument(contentsOf: url, options: [])
    return try #require(document.rootElement())
  }

  @Test func oneScenarioDrawsOneFile() throws {
    let dir = try ScenarioFolder.make(broken: false)
    let out = dir.appendingPathComponent("tap.svg")
    let result = try run(["draw", dir.appendingPathComponent("a-pass.yaml").path, "-o", out.path])
    #expect(result.status == 0)
    #expect(try svg(at: out).name == "svg")
  }

  @Test func aFolderDrawsOnePictureAScenarioAndReportsBrokenFiles() throws {
    let dir = try ScenarioFolder.make(broken: true)
    let out = dir.appendingPathComponent("pictures")
    let result = try run(["draw", dir.path, "--output=\(out.path)"])
    #expect(result.status == 2)
    #expect(result.errors.contains("c-broken.yaml:2:8: error:"))
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == ["a-pass.svg", "b-fail.svg"])
    for name in names {
      #expect(try svg(at: out.appendingPathComponent(name)).name == "svg")
    }
  }

  @Test func needsAnOutput() throws {
    let result = try run(["draw", "x.yaml"])
    #expect(result.status == 2)
    #expect(result.errors.contains("give where to write with `-o OUT`"))
  }
}
