import Foundation
import TapScript
import TestSupport
import Testing

/// The pictures in the docs are what `taporlink draw` draws today: each
/// listed in `Docs/images/figures.txt` is redrawn and compared with the
/// committed file. Redraw them with `Tools/docs/draw-figures.sh`.
@Suite struct DocFigureTests {
  static var figures: [(scenario: String, image: String)] {
    let list = PackageRoot.appending("Docs/images/figures.txt")
    let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ").map(String.init)
      guard !line.hasPrefix("#"), words.count == 2 else { return nil }
      return (words[0], words[1])
    }
  }

  @Test func theListNamesTheReadmeExampleAndTheRules() {
    let images = Self.figures.map(\.image)
    #expect(images.count >= 4)
    #expect(images.contains("Docs/images/readme-link-is-not-a-tap.svg"))
  }

  @Test func everyFigureIsUpToDate() throws {
    let root = PackageRoot.url.path
    for (scenario, image) in Self.figures {
      let result = ScenarioLoader.run(
        path: root + "/" + scenario, fixtures: FixtureScope(root: root))
      #expect(result.passed, "\(scenario)")
      // The tool is run from the package root, so the picture names the
      // scenario by its path from there.
      let drawn = TimelineSVG.render(result).replacingOccurrences(of: root + "/", with: "") + "\n"
      let committed = try String(contentsOf: PackageRoot.appending(image), encoding: .utf8)
      #expect(
        drawn == committed,
        "\(image) is out of date; redraw it with Tools/docs/draw-figures.sh")
    }
  }
}
