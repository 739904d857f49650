import Foundation
import TestSupport
import Testing

@testable import draw_architecture

/// The architecture picture is the package as Package.swift declares it:
/// every target a box, every box's arrows its target's dependencies, the
/// page script's resource a box of its own, and the committed SVG what
/// `draw-architecture` draws from Docs/images/architecture.txt today.
@Suite struct ArchitectureFigureTests {
  static func read(_ path: String) throws -> String {
    try String(contentsOf: PackageRoot.appending(path), encoding: .utf8)
  }

  static func source() throws -> Architecture {
    let (architecture, errors) = Architecture.parse(try read("Docs/images/architecture.txt"))
    #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
    return architecture
  }

  @Test func everyTargetIsABoxWithItsDependenciesAsArrows() throws {
    let manifest = PackageManifest(text: try Self.read("Package.swift"))
    let architecture = try Self.source()
    #expect(manifest.targets.count >= 15, "Package.swift's targets were not read")
    let boxes = Dictionary(
      architecture.boxes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for target in manifest.targets {
      guard let box = boxes[target.name] else {
        let message =
          "target `\(target.name)` is not in Docs/images/architecture.txt; add a box and its "
          + "`uses`, then redraw with Tools/docs/draw-figures.sh"
        Issue.record(Comment(rawValue: message))
        continue
      }
      #expect((box.kind == .tests) == target.isTest, "`\(target.name)`'s kind")
      let drawn = Set(architecture.uses[target.name] ?? [])
      let declared = Set(target.dependencies + target.resources)
      #expect(
        drawn == declared,
        "`\(target.name)` uses \(declared.sorted()) in Package.swift, the picture \(drawn.sorted())"
      )
    }
    let known = Set(manifest.targets.map(\.name) + manifest.targets.flatMap(\.resources))
    for box in architecture.boxes where !known.contains(box.name) {
      Issue.record(Comment(rawValue: "box `\(box.name)` is no target or resource of Package.swift"))
    }
  }

  @Test func theFlowGoesFromTheAppThroughTheShellAndTheEngineToObservers() throws {
    let titles = try Self.source().flow.map(\.title)
    #expect(titles.count == 4)
    #expect(titles.dropFirst().first?.hasPrefix("TapOverlay") == true)
    #expect(titles.dropFirst(2).first?.hasPrefix("TapEngine") == true)
    // The names are the files' types: the shell and the one engine value.
    #expect((try? Self.read("Sources/TapOrLink/Shell/TapOverlay.swift")) != nil)
    #expect(
      (try? Self.read("Sources/TapOrLink/Core/TapEngine.swift"))?.contains("struct TapEngine")
        == true)
  }

  @Test func theCommittedPictureIsUpToDate() throws {
    let drawn = ArchitectureSVG.render(try Self.source()) + "\n"
    #expect(
      drawn == (try Self.read("Docs/images/architecture.svg")),
      "Docs/images/architecture.svg is out of date; redraw it with Tools/docs/draw-figures.sh")
  }

  @Test func aSourceErrorNamesItsLine() {
    let (_, errors) = Architecture.parse(
      "row a\nbox A library: x\nrow b\nbox B library: y\nuses B: A\nbox C gadget: z\n")
    #expect(errors.map(\.line) == [5, 6])
    #expect(errors.first?.message.contains("must point down") == true)
  }

  @Test func aTargetLeftOutIsFound() throws {
    let manifest = PackageManifest(
      text: """
        targets: [
          .target(name: "A", dependencies: ["B"], resources: [.copy("Resources/a.js")]),
          .executableTarget(name: "tool", dependencies: ["A"]),
          .testTarget(name: "ATests", dependencies: ["A", "tool"]),
        ]
        """)
    #expect(
      manifest.targets == [
        .init(name: "A", isTest: false, dependencies: ["B"], resources: ["a.js"]),
        .init(name: "tool", isTest: false, dependencies: ["A"], resources: []),
        .init(name: "ATests", isTest: true, dependencies: ["A", "tool"], resources: []),
      ])
  }
}
