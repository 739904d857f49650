import TapScript
import Testing

@Suite("Suggestion: did you mean")
struct SuggestionTests {
  let configKeys = ["window", "slop", "long-press", "click-delay", "strategy", "activation"]

  @Test("a typo finds the nearest key")
  func typos() {
    #expect(Suggestion.nearest(to: "windw", among: configKeys) == "window")
    #expect(Suggestion.nearest(to: "slp", among: configKeys) == "slop")
    #expect(Suggestion.nearest(to: "longpress", among: configKeys) == "long-press")
    #expect(Suggestion.nearest(to: "clickdelay", among: configKeys) == "click-delay")
    #expect(Suggestion.nearest(to: "stratgey", among: configKeys) == "strategy")
  }

  @Test("a swap of two neighbouring characters costs one edit")
  func transpositions() {
    #expect(Suggestion.distance(between: "wnidow", and: "window") == 1)
    #expect(Suggestion.distance(between: "ab", and: "ba") == 1)
    #expect(Suggestion.nearest(to: "wnidow", among: configKeys) == "window")
    #expect(Suggestion.nearest(to: "dwon", among: ["down", "move", "up"]) == "down")
  }

  @Test("the comparison ignores case")
  func caseInsensitive() {
    #expect(Suggestion.nearest(to: "WINDOW", among: configKeys) == "window")
    #expect(Suggestion.nearest(to: "Windw", among: configKeys) == "window")
    #expect(Suggestion.distance(between: "A", and: "a") == 1)
  }

  @Test("nothing is suggested when no candidate is close")
  func farWords() {
    #expect(Suggestion.nearest(to: "x", among: ["hidden", "frame"]) == nil)
    #expect(Suggestion.nearest(to: "banana", among: configKeys) == nil)
    #expect(Suggestion.nearest(to: "", among: configKeys) == nil)
    #expect(Suggestion.nearest(to: "window", among: []) == nil)
  }

  @Test("the allowed distance grows with the word: max(1, length / 3)")
  func threshold() {
    // 6 letters allow 2 edits, not 3.
    #expect(Suggestion.nearest(to: "wixxow", among: ["window"]) == "window")
    #expect(Suggestion.nearest(to: "wixxxw", among: ["window"]) == nil)
    // 2 letters allow 1 edit.
    #expect(Suggestion.nearest(to: "uq", among: ["up"]) == "up")
    #expect(Suggestion.nearest(to: "xx", among: ["up"]) == nil)
  }

  @Test("the closest candidate wins, and the earlier one on a tie")
  func ordering() {
    #expect(Suggestion.nearest(to: "tap", among: ["taps", "tap"]) == "tap")
    #expect(Suggestion.nearest(to: "cat", among: ["bat", "hat"]) == "bat")
  }

  @Test("edit distances")
  func distances() {
    #expect(Suggestion.distance(between: "", and: "abc") == 3)
    #expect(Suggestion.distance(between: "kitten", and: "sitting") == 3)
    #expect(Suggestion.distance(between: "same", and: "same") == 0)
    #expect(Suggestion.distance(between: "ca", and: "abc") == 3)
  }
}
