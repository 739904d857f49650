import Foundation
import TapScript
import TestSupport
import Testing

/// A file found in a folder that is a symbolic link to a file outside that
/// folder is an error, and is never opened: running a folder from
/// elsewhere must not read, and quote in its errors, a file it only points
/// at. Given by name, the same link is read.
@Suite struct LinkOutsideTests {
  @Test("a link out of the folder run is refused unread; a link inside it and a file given run")
  func refusedUnread() throws {
    let outside = try ScenarioFolder.empty()
    let secret = outside.appendingPathComponent("secret.txt")
    try "SECRET-TOKEN-7f3a\nkey: value\n".write(to: secret, atomically: true, encoding: .utf8)
    let dir = try ScenarioFolder.empty()
    try ScenarioFolder.write(
      "name: inside\n" + ScenarioFolder.base + "  - 790ms: tap web 5 5\n", "inside.yaml", in: dir)
    let manager = FileManager.default
    let link = dir.appendingPathComponent("sub/out.yaml").path
    try manager.createDirectory(
      at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(atPath: link, withDestinationPath: secret.path)
    try manager.createSymbolicLink(
      atPath: dir.appendingPathComponent("alias.yaml").path,
      withDestinationPath: dir.appendingPathComponent("inside.yaml").path)
    // In a fixture's place, a link out is left to the `use:` naming it.
    try manager.createSymbolicLink(
      atPath: dir.appendingPathComponent("sub/_defaults.yaml").path,
      withDestinationPath: secret.path)

    // Searched from the package root, as the command line below runs:
    // the scratch folders are outside the current folder, wherever the
    // tests were started.
    let found = FixtureScope.$currentFolder.withValue(PackageRoot.url.path) {
      ScenarioDiscovery.search([dir.path])
    }
    #expect(found.linksOutside == [link])
    #expect(
      found.files == ["alias.yaml", "inside.yaml"].map { dir.appendingPathComponent($0).path })

    let run = try CommandLineRunner().run([dir.path])
    #expect(run.status == 2)
    #expect(
      run.output.contains("\(link):1:1: error: cannot read the scenario: it is a symbolic link"))
    #expect(run.output.contains("2 passed, 1 failed"))
    #expect(!run.output.contains("_defaults.yaml"))
    #expect(!(run.output + run.errors).contains("SECRET-TOKEN"))
    let list = try CommandLineRunner().run(["--list", dir.path])
    #expect(list.status == 2 && !(list.output + list.errors).contains("SECRET-TOKEN"))

    let given = try CommandLineRunner().run([link])
    #expect((given.output + given.errors).contains("SECRET-TOKEN"))
    #expect(given.status == 2)
  }

  @Test("a link to nothing is run, and reported missing")
  func dangling() throws {
    let dir = try ScenarioFolder.empty()
    let link = dir.appendingPathComponent("gone.yaml").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: dir.appendingPathComponent("nothing.yaml").path)
    #expect(ScenarioDiscovery.search([dir.path]).files == [link])
    let run = try CommandLineRunner().run([dir.path])
    #expect(run.status == 2)
    #expect(run.output.contains("\(link):1:1: error: cannot read the scenario: no such file"))
  }
}
