/// A line diff of what a test expected against what happened, as
/// `diff -u` prints one: lines both hold start with two spaces, lines only
/// expected with `-`, lines only in what happened with `+`. Lines are
/// matched as values (a longest common subsequence), then written with
/// `text`.
enum LineDiff {
  static func render<Line: Equatable>(
    expected: [Line], actual: [Line], text: (Line) -> String
  ) -> String {
    // common[i][j]: the longest common subsequence of expected[i...] and
    // actual[j...]. Effect lists are short, so the table is small.
    let rows = expected.count
    let columns = actual.count
    var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        common[i][j] =
          expected[i] == actual[j]
          ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < rows || j < columns {
      if i < rows, j < columns, expected[i] == actual[j] {
        lines.append("  " + text(expected[i]))
        i += 1
        j += 1
      } else if i < rows, j == columns || common[i + 1][j] >= common[i][j + 1] {
        lines.append("- " + text(expected[i]))
        i += 1
      } else {
        lines.append("+ " + text(actual[j]))
        j += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
