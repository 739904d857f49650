import TapScript
import Testing

/// One mistake gives one error, not a cascade.
@Suite struct CascadingErrorTests {
  func errors(_ text: String) -> [String] {
    switch ScenarioLoader.decode(SourceFile(path: "s.yaml", text: text)) {
    case .success: return []
    case .failure(let problem): return problem.diagnostics.map(\.summary)
    }
  }

  @Test func aMisspeltKeyIsUnknownNotAlsoMissing() {
    let found = errors(
      """
      name: x
      views:
        - id: web
          kind: web
          frame: [0, 0, 10, 10]
      timline:
        - 0ms: down 1 1
      expect:
        - never: link
      """)
    #expect(
      found == ["s.yaml:6:1: error: unknown top-level key `timline`; did you mean `timeline`?"])
  }

  @Test func aMissingKeyWithNoLookAlikeIsStillMissing() {
    let found = errors("name: x\nviews:\n  - id: web\n    kind: web\n    frame: [0, 0, 1, 1]\n")
    #expect(found.contains("s.yaml:1:1: error: missing required key `timeline`"))
  }

  @Test func oneStepBackIsReportedOnceAndLaterStepsCheckedAgainstIt() {
    let found = errors(
      """
      name: x
      views:
        - id: web
          kind: web
          frame: [0, 0, 10, 10]
      timeline:
        - 0ms: down 1 1
        - 100ms: move 2 2
        - 50ms: move 3 3
        - 60ms: move 4 4
        - 70ms: jump 4 4
        - 65ms: up 4 4
      expect:
        - never: link
      """)
    #expect(
      found == [
        "s.yaml:9:5: error: time goes backwards: 50ms is before the previous step at 100ms",
        "s.yaml:11:11: error: unknown command `jump`",
        "s.yaml:12:5: error: time goes backwards: 65ms is before the previous step at 70ms",
      ])
  }
}

/// A tab in indentation under a list is one error, whatever list holds it
/// (issue 37, item 8): the lines nested under the bad line are left out
/// with it.
@Suite struct TabUnderAListTests {
  static let lists: [(key: String, item: String, more: String)] = [
    ("links", "- href: https://a.example/", "frame: [0, 0, 10, 10]"),
    ("controls", "- frame: [0, 0, 10, 10]", "kind: toggle"),
  ]

  @Test("one tab before a list item of links: or controls: gives one error")
  func tabBeforeAnItem() {
    for list in Self.lists {
      let text =
        "name: x\nconfig:\n  page-answers: manual\nviews:\n  - id: web\n    kind: web\n"
        + "    frame: [0, 0, 320, 480]\n    \(list.key):\n\t  \(list.item)\n        \(list.more)\n"
        + "timeline: []\nexpect: []\n"
      #expect(
        CascadingErrorTests().errors(text)
          == ["s.yaml:9:1: error: tab in indentation; indent with spaces"], "\(list.key)")
    }
  }

  @Test("one tab before a view of views: gives one error")
  func tabBeforeAView() {
    let text =
      "name: x\nviews:\n\t- id: web\n    kind: web\n    frame: [0, 0, 320, 480]\n"
      + "timeline:\n  - 0ms: down 1 1\nexpect: []\n"
    #expect(
      CascadingErrorTests().errors(text)
        == ["s.yaml:3:1: error: tab in indentation; indent with spaces"])
  }

  @Test("a tab inside an item's keys gives one error, and the lines after it still count")
  func tabInsideAnItem() {
    let text =
      "name: x\nviews:\n  - id: web\n    kind: web\n\t    frame: [0, 0, 320, 480]\n"
      + "timline: []\nexpect: []\n"
    #expect(
      CascadingErrorTests().errors(text) == [
        "s.yaml:5:1: error: tab in indentation; indent with spaces",
        "s.yaml:6:1: error: unknown top-level key `timline`; did you mean `timeline`?",
      ])
  }
}
