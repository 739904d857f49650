import Foundation
import TestSupport
import Testing

/// Every Swift block of Docs/Testing.md that follows a
/// `<!-- recipe: PATH -->` line is code of the file PATH in this target,
/// word for word (indentation aside), so a recipe the guide shows is one
/// that compiles and passes in CI.
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
    let guide = try String(contentsOf: PackageRoot.appending("Docs/Testing.md"), encoding: .utf8)
    let recipes = Self.recipes(in: guide)
    #expect(recipes.count >= 6)
    for recipe in recipes {
      #expect(recipe.path.hasPrefix("Tests/DocsTests/"), "\(recipe.path) is not in this target")
      let source = Self.normalized(
        try String(contentsOf: PackageRoot.appending(recipe.path), encoding: .utf8))
      let found = source.indices.contains { source[$0...].starts(with: recipe.lines) }
      #expect(
        found, "not in \(recipe.path), word for word:\n\(recipe.lines.joined(separator: "\n"))")
      #expect(
        recipe.lines.contains { $0.hasPrefix("@Test") },
        "a recipe is a whole test:\n\(recipe.lines.joined(separator: "\n"))")
    }
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
