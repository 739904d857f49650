/// Lays out two columns of lines side by side, the way failure messages show
/// expected and actual timelines:
///
/// ```
///     expected                  actual
///   ✗ 790ms: tap toolbar        790ms: tap web 160 200
/// ```
public enum SideBySide {
  /// The two columns as text, each line indented by `indent` spaces. The
  /// left column is as wide as its longest line (or title) plus a gap of
  /// four spaces; trailing spaces are trimmed.
  public static func render(
    _ leftTitle: String, _ left: [String], _ rightTitle: String, _ right: [String],
    indent: Int = 4
  ) -> String {
    let width = max(left.map(\.count).max() ?? 0, leftTitle.count) + 4
    let margin = String(repeating: " ", count: indent)
    var lines = [margin + pad(leftTitle, to: width) + rightTitle]
    for row in 0..<max(left.count, right.count) {
      let l = row < left.count ? left[row] : ""
      let r = row < right.count ? right[row] : ""
      lines.append(trimmed(margin + pad(l, to: width) + r))
    }
    return lines.joined(separator: "\n")
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private static func trimmed(_ text: String) -> String {
    var copy = text
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
