/// Finds the word a user probably meant, for "did you mean" hints on keys,
/// commands and events.
public enum Suggestion {
  /// Words (and candidates) longer than this many UTF-8 bytes get no
  /// suggestion, so that looking for one costs O(1) for each candidate.
  public static let maximumLength = 64

  /// The candidate closest to `word`, or `nil` when none is close enough.
  ///
  /// Words are compared case-insensitively by Damerau-Levenshtein distance
  /// (optimal string alignment: insertions, deletions, substitutions and
  /// swaps of two neighbouring characters each cost 1). A candidate is close
  /// enough when its distance is at most `max(1, word.count / 3)`, so
  /// `windw` finds `window` and `slp` finds `slop`, but `x` does not find
  /// `hidden`. On a tie the earlier candidate wins. A candidate that differs
  /// only in case (distance 0) is returned too: keys are case-sensitive.
  ///
  /// - Complexity: O(*m* × *k*) for *m* candidates of length about *k*.
  public static func nearest(to word: String, among candidates: [String]) -> String? {
    // Nobody mistypes a word this long expecting a hint, and comparing
    // long words costs the product of their lengths.
    guard word.utf8.count <= maximumLength else { return nil }
    let target = Array(word.lowercased())
    guard !target.isEmpty else { return nil }
    let limit = max(1, target.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      guard candidate.utf8.count <= maximumLength else { continue }
      let other = Array(candidate.lowercased())
      guard abs(other.count - target.count) <= limit else { continue }
      let distance = editDistance(target, other)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The Damerau-Levenshtein (optimal string alignment) distance between two
  /// words, compared exactly (case-sensitively).
  ///
  /// - Complexity: O(*a* × *b*) in the lengths of the words.
  public static func distance(between first: String, and second: String) -> Int {
    editDistance(Array(first), Array(second))
  }

  private static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
    if first.isEmpty { return second.count }
    if second.isEmpty { return first.count }
    let width = second.count + 1
    // Three rows of the dynamic-programming table: two back, one back, current.
    var older = [Int](repeating: 0, count: width)
    var previous = Array(0..<width)
    var current = [Int](repeating: 0, count: width)
    for row in 1...first.count {
      current[0] = row
      for column in 1...second.count {
        let cost = first[row - 1] == second[column - 1] ? 0 : 1
        var value = min(
          previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
        if row > 1, column > 1, first[row - 1] == second[column - 2],
          first[row - 2] == second[column - 1]
        {
          value = min(value, older[column - 2] + 1)
        }
        current[column] = value
      }
      (older, previous, current) = (previous, current, older)
    }
    return previous[second.count]
  }
}
