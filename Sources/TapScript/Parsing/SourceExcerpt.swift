import TapOrLink

/// The part of a source line shown under a diagnostic, and where its caret
/// goes.
///
/// A line of up to ``maximumWidth`` characters is shown whole; a longer one
/// is cut to ``contextWidth`` characters either side of the column, with `…`
/// where it was cut, so that an error costs output bounded by a constant,
/// whatever the length of its line. Characters are escaped as
/// ``VisibleText`` does, and the caret offset counts the escapes, so the
/// caret stays under the right character.
package struct SourceExcerpt: Hashable, Sendable {
  /// Lines up to this many characters are shown whole.
  package static let maximumWidth = 120
  /// How many characters a cut line keeps before and after the column.
  package static let contextWidth = 50

  /// The text shown.
  package var text: String
  /// How many characters of ``text`` come before the caret.
  package var caretOffset: Int

  package init(text: String, caretOffset: Int) {
    self.text = text
    self.caretOffset = caretOffset
  }

  /// The excerpt of `line` around `column` (1-based, counting characters;
  /// a column past the end points just after the last character).
  ///
  /// - Complexity: O(*column*) to find the column, plus the excerpt.
  package init(line: Substring, column: Int) {
    var start = line.startIndex
    self.init(line: line, column: column, from: &start, at: 1)
  }

  /// The excerpt of `line` around `column`, walking from `start` (the
  /// index of column `startColumn`, not after `column`), which is left at
  /// `column`. Excerpts of several columns of one line, taken in column
  /// order, so cost O(*n*) for the line in all.
  package init(line: Substring, column: Int, from start: inout Substring.Index, at startColumn: Int)
  {
    let target = max(column, startColumn)
    let caret =
      line.index(start, offsetBy: target - startColumn, limitedBy: line.endIndex) ?? line.endIndex
    start = caret
    let lower = line.index(caret, offsetBy: -Self.contextWidth, limitedBy: line.startIndex)
    let upper = line.index(caret, offsetBy: Self.contextWidth, limitedBy: line.endIndex)
    let widthEnd = line.index(
      line.startIndex, offsetBy: Self.maximumWidth, limitedBy: line.endIndex)
    let isShort = widthEnd == nil || widthEnd == line.endIndex
    let from = isShort ? line.startIndex : (lower ?? line.startIndex)
    let to = isShort ? line.endIndex : (upper ?? line.endIndex)
    var text = from == line.startIndex ? "" : "…"
    var offset = text.count
    var index = from
    while index < to {
      let width = VisibleText.appendEscaped(line[index], to: &text)
      if index < caret { offset += width }
      index = line.index(after: index)
    }
    if to != line.endIndex { text += "…" }
    self.init(text: text, caretOffset: offset)
  }
}
