import Foundation
import TestSupport
import Testing

/// Every Swift block of README.md and Docs/ that follows a
/// `<!-- recipe: PATH -->` line is code of the file PATH in this target,
/// word for word (indentation aside), so a recipe the guide shows is one
/// that compiles and passes in CI; and every other Swift block is compiled
/// some other way or marked a fragment, so no block a reader pastes fails
/// unnoticed.
@Suite struct RecipeSyncTests {
  struct Recipe {
    var path: String
    var lines: [String]
  }

  static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The recipes of a Markdown text: each `<!-- recipe: PATH -->` line and
  /// the ```swift block right after it.
  static func recipes(in text: String) -> [Recipe] {
    var recipes: [Recipe] = []
    var path: String?
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("<!-- recipe: "), line.hasSuffix(" -->") {
        path = String(line.dropFirst("<!-- recipe: ".count).dropLast(" -->".count))
      } else if let found = path, current == nil, line == "```swift" {
        current = []
        path = found
      } else if let found = path, let lines = current, line == "```" {
        recipes.append(Recipe(path: found, lines: Self.normalized(lines.joined(separator: "\n"))))
        current = nil
        path = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return recipes
  }

  @Test func everyRecipeIsATestOfThisTarget() throws {
    let recipes = try YAMLExampleTests.documents().flatMap { Self.recipes(in: $0.text) }
    #expect(recipes.count >= 16)
    for recipe in recipes {
      #expect(recipe.path.hasPrefix("Tests/DocsTests/"), "\(recipe.path) is not in this target")
      let source = Self.normalized(
        try String(contentsOf: PackageRoot.appending(recipe.path), encoding: .utf8))
      let found = source.indices.contains { source[$0...].starts(with: recipe.lines) }
      #expect(
        found, "not in \(recipe.path), word for word:\n\(recipe.lines.joined(separator: "\n"))")
      #expect(
        recipe.lines.contains { $0.hasPrefix("@Test") || $0.contains("final class ") },
        "a recipe is a whole test, or a whole type:\n\(recipe.lines.joined(separator: "\n"))")
    }
  }

  /// How each Swift block of the docs is held to the code: by the mark on
  /// the line before it (`<!-- recipe: … -->`, `<!-- quick-start: … -->`,
  /// which .ci/consumer builds, `<!-- gtk-guide: … -->`, which
  /// .ci/gtk-guide builds and runs, `<!-- fragment: WHY -->`), or, in
  /// Docs/Integration.md, by `GuideSyncTests`. `nil` for a block nothing
  /// holds.
  static func holds(_ previousLine: Substring, in path: String) -> String? {
    for mark in ["recipe", "quick-start", "gtk-guide", "fragment"]
    where previousLine.hasPrefix("<!-- \(mark): ") && previousLine.hasSuffix(" -->") {
      return mark
    }
    return path == "Docs/Integration.md" ? "guide" : nil
  }

  @Test func everySwiftBlockIsCompiledOrMarkedAFragment() throws {
    var counted: [String: Int] = [:]
    for (path, text) in try YAMLExampleTests.documents() {
      var previous: Substring = ""
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if line == "```swift" {
          let hold = Self.holds(previous, in: path)
          #expect(
            hold != nil,
            "\(path):\(index + 1): a Swift block must be a recipe, a quick start or marked `<!-- fragment: WHY -->`"
          )
          counted[hold ?? "none", default: 0] += 1
        }
        previous = line
      }
    }
    #expect(counted["recipe", default: 0] >= 16)
    #expect(counted["quick-start", default: 0] >= 4)
    #expect(counted["gtk-guide", default: 0] >= 4)
  }

  @Test func aRecipeThatDriftedIsFound() {
    let text = """
      <!-- recipe: Tests/DocsTests/PageAnswerRecipes.swift -->
      ```swift
      @Test func x() {}
      ```
      """
    let recipes = Self.recipes(in: text)
    #expect(recipes.count == 1)
    #expect(recipes.first?.lines == ["@Test func x() {}"])
  }
}
