/// The engine behind ``YAMLParser``: reads the block structure of a file line
/// by line, by indentation, and collects diagnostics as it goes.
///
/// Each block parser (mapping, sequence) owns the lines indented at least as
/// deep as its own indentation and returns at the first line indented less;
/// its parent then decides whether that line continues it, or is indented
/// inconsistently. After an error the parser skips the offending line and
/// everything nested under it, and goes on with the next sibling.
struct YAMLBlockParser {
  /// Who holds a value, for messages about lines that cannot follow it.
  enum ValueOwner {
    case key(String, line: Int)
    case item(line: Int)
    case document(line: Int)
  }

  /// What a line (or the rest of a line after `- `) starts with.
  enum LineStart {
    /// A mapping key and its colon.
    case entry(Key)
    /// Anything else: a scalar, a flow sequence or an error.
    case value
  }

  /// A mapping key read from a line.
  struct Key {
    var text: String
    /// The offset of the key's first character.
    var start: Int
    /// The offset of the `:` after it.
    var colon: Int
    /// Bad escapes in a double-quoted key.
    var issues: [YAMLScanIssue]
  }

  let file: SourceFile
  let bytes: [UInt8]
  let scanner: YAMLScalarScanner

  /// The lines with content, in file order.
  var lines: [YAMLLine] = []

  /// The line being parsed: an index into ``lines``.
  var index = 0

  var diagnostics: DiagnosticCollector

  /// For lines with non-ASCII text: the column of each byte offset.
  private var columnMaps: [Int: [Int32]] = [:]

  init(file: SourceFile) {
    self.file = file
    self.bytes = file.bytes
    self.scanner = YAMLScalarScanner(bytes: file.bytes)
    self.diagnostics = DiagnosticCollector(file: file)
  }

  mutating func parse() -> YAMLParseResult {
    readLines()
    var root: YAMLNode?
    if lines.isEmpty {
      if diagnostics.isEmpty {
        diagnostics.report("file is empty", at: SourcePosition(line: 1, column: 1))
      }
    } else {
      let first = lines[0]
      root = parseBlockNode(
        at: first.contentStart, parentIndent: -1, owner: .document(line: first.number), depth: 1)
      if index < lines.count {
        let line = lines[index]
        report(
          "bad indentation: indented \(spaces(line.indent)), less than the first line of the "
            + "document (\(spaces(first.indent)), line \(first.number))",
          at: line.contentStart, in: line)
      }
    }
    let found = diagnostics.finish()
    return YAMLParseResult(
      root: root, diagnostics: found.diagnostics, omittedCount: found.omittedCount)
  }

  // MARK: - Lines

  /// Finds the lines with content and measures their indentation; reports
  /// tabs in indentation and document markers.
  private mutating func readLines() {
    var sawDocumentStart = false
    // The indentation of the last line left out for a tab or no-break
    // space in it (each counted one column), and whether it was a sequence
    // item: the lines after it that are deeper are nested under it, and
    // are left out with it, silently, so that one bad indentation gives one
    // error (not one more for a parent that seems to hold the wrong kind of
    // value). After a bad item, the next item (`- `) is its sibling, kept.
    var leftOut: (depth: Int, wasItem: Bool)?
    lines.reserveCapacity(file.lineRanges.count)
    for (lineIndex, range) in file.lineRanges.enumerated() {
      var offset = range.lowerBound
      // The first tab or no-break space (U+00A0, UTF-8 C2 A0) in the indentation.
      var badSpace: (offset: Int, message: String)?
      while offset < range.upperBound {
        let byte = bytes[offset]
        if byte == YAMLByte.space {
          offset += 1
        } else if byte == YAMLByte.tab {
          badSpace = badSpace ?? (offset, "tab in indentation; indent with spaces")
          offset += 1
        } else if byte == 0xC2, offset + 1 < range.upperBound, bytes[offset + 1] == 0xA0 {
          badSpace = badSpace ?? (offset, "no-break space in indentation; indent with spaces")
          offset += 2
        } else {
          break
        }
      }
      if offset == range.upperBound || bytes[offset] == YAMLByte.hash {
        continue
      }
      var isASCII = true
      for byte in bytes[range] where byte >= 0x80 {
        isASCII = false
        break
      }
      let line = YAMLLine(
        number: lineIndex + 1, start: range.lowerBound, end: range.upperBound,
        indent: offset - range.lowerBound, isASCII: isASCII)
      let isItem =
        bytes[offset] == UInt8(ascii: "-")
        && (offset + 1 == range.upperBound || bytes[offset + 1] == YAMLByte.space)
      if let badSpace {
        report(badSpace.message, at: badSpace.offset, in: line)
        if leftOut == nil || line.indent < leftOut?.depth ?? 0 {
          leftOut = (line.indent, isItem)
        }
        continue
      }
      if let nested = leftOut {
        if line.indent > nested.depth, !(nested.wasItem && isItem) { continue }
        leftOut = nil
      }
      if lines.isEmpty, !sawDocumentStart, line.indent == 0, bytes[line.start] == UInt8(ascii: "%")
      {
        report("directives (`%YAML`, `%TAG`) are not supported", at: line.start, in: line)
        continue
      }
      if isMarker("---", line) {
        if lines.isEmpty, !sawDocumentStart {
          sawDocumentStart = true
          let rest = scanner.skipWhitespace(from: line.start + 3, to: line.end)
          if !scanner.isEndOfContent(at: rest, in: line) {
            report(
              "nothing may follow `---` on its line; start the document on the next line",
              at: rest, in: line)
          }
          continue
        }
        report(
          "multiple documents are not supported; a scenario file holds one document",
          at: line.start, in: line)
        return
      }
      if isMarker("...", line) {
        report("the document end marker `...` is not supported", at: line.start, in: line)
        return
      }
      lines.append(line)
    }
  }

  /// Whether `line` is the document marker `marker` at column 1, followed by
  /// whitespace or nothing.
  private func isMarker(_ marker: StaticString, _ line: YAMLLine) -> Bool {
    guard line.indent == 0, line.end - line.start >= 3 else { return false }
    let text = marker.utf8Start
    for index in 0..<3 where bytes[line.start + index] != text[index] {
      return false
    }
    return line.start + 3 == line.end || YAMLByte.isWhitespace(bytes[line.start + 3])
  }

  func isDash(_ line: YAMLLine) -> Bool {
    scanner.isSequenceDash(at: line.contentStart, lineEnd: line.end)
  }

  /// Skips the current line's followers indented deeper than `indent`.
  mutating func skipLines(deeperThan indent: Int) {
    while index < lines.count, lines[index].indent > indent {
      index += 1
    }
  }

  // MARK: - Block nodes

  /// Parses the block node that starts at `offset` on the current line: a
  /// block sequence, a block mapping, or a value on one line.
  ///
  /// `depth` is the node's nesting level, 1 for the document. A mapping or
  /// sequence deeper than ``YAMLParser/maximumDepth`` is reported, and skipped with every
  /// line nested under it, so that the parser's own recursion (one call a
  /// level) stays bounded whatever the input.
  mutating func parseBlockNode(
    at offset: Int, parentIndent: Int, owner: ValueOwner, depth: Int
  ) -> YAMLNode {
    let line = lines[index]
    let indent = offset - line.start
    let isSequence = scanner.isSequenceDash(at: offset, lineEnd: line.end)
    var key: Key?
    if !isSequence, case .entry(let found) = classify(at: offset, in: line) {
      key = found
    }
    if isSequence || key != nil, depth > YAMLParser.maximumDepth {
      report(tooDeepMessage, at: offset, in: line)
      let node = YAMLNode(position: position(offset, in: line), kind: .null)
      index += 1
      skipLines(deeperThan: parentIndent)
      return node
    }
    if isSequence {
      return parseBlockSequence(indent: indent, isIndentless: false, depth: depth)
    }
    if let key {
      return parseBlockMapping(indent: indent, firstKey: key, depth: depth)
    }
    return parseInlineValue(
      at: offset, parentIndent: parentIndent, owner: owner,
      startsLine: offset == line.contentStart)
  }

  /// Parses a block mapping whose keys are indented `indent` spaces and whose
  /// first key, already read, is on the current line.
  private mutating func parseBlockMapping(indent: Int, firstKey: Key, depth: Int) -> YAMLNode {
    let firstLine = lines[index]
    let position = self.position(firstKey.start, in: firstLine)
    var entries: [YAMLEntry] = []
    var keys = YAMLKeyIndex()
    var pending: Key? = firstKey
    var child: (indent: Int, line: Int)?
    var previousKeyLine = firstLine.number
    while true {
      let key: Key
      if let first = pending {
        key = first
        pending = nil
      } else {
        guard index < lines.count else { break }
        let line = lines[index]
        if line.indent < indent { break }
        if line.indent > indent {
          reportBadIndentation(
            line, expected: indent, on: previousKeyLine, child: child, isSequence: false)
          skipLines(deeperThan: indent)
          continue
        }
        if isDash(line) {
          report(
            "expected `key: value` to continue the mapping from line \(firstLine.number); "
              + "a `- ` item cannot be mixed with mapping keys at the same indentation",
            at: line.contentStart, in: line)
          index += 1
          while index < lines.count,
            lines[index].indent > indent || (lines[index].indent == indent && isDash(lines[index]))
          {
            index += 1
          }
          continue
        }
        guard case .entry(let found) = classify(at: line.contentStart, in: line) else {
          reportNotAnEntry(line)
          index += 1
          skipLines(deeperThan: indent)
          continue
        }
        key = found
      }
      child = nil
      let line = lines[index]
      previousKeyLine = line.number
      report(key.issues, in: line)
      let keyPosition = self.position(key.start, in: line)
      let firstDefinition = keys.firstLine(of: key.text)
      if let firstDefinition {
        report(
          "duplicate key `\(key.text)`; first defined on line \(firstDefinition)",
          at: key.start, in: line)
      } else {
        keys.insert(key.text, line: line.number)
      }
      let owner = ValueOwner.key(key.text, line: line.number)
      let valueStart = scanner.skipWhitespace(from: key.colon + 1, to: line.end)
      let value: YAMLNode
      if scanner.isEndOfContent(at: valueStart, in: line) {
        let missing = self.position(key.colon + 1, in: line)
        index += 1
        if index < lines.count, lines[index].indent > indent {
          let next = lines[index]
          child = (next.indent, next.number)
          value = parseBlockNode(
            at: next.contentStart, parentIndent: indent, owner: owner, depth: depth + 1)
        } else if index < lines.count, lines[index].indent == indent, isDash(lines[index]) {
          value = parseIndentlessSequence(indent: indent, depth: depth + 1)
        } else {
          value = YAMLNode(position: missing, kind: .null)
        }
      } else {
        value = parseInlineValue(
          at: valueStart, parentIndent: indent, owner: owner, startsLine: false)
      }
      if firstDefinition == nil {
        entries.append(YAMLEntry(key: key.text, keyPosition: keyPosition, value: value))
      }
    }
    if keys.isLarge {
      for (entry, firstLine) in YAMLKeyIndex.removeLaterDuplicates(from: &entries) {
        diagnostics.report(
          "duplicate key `\(entry.key)`; first defined on line \(firstLine)",
          at: entry.keyPosition)
      }
    }
    return YAMLNode(position: position, kind: .mapping(entries))
  }

  /// Parses the `- ` items at the same indentation as the key they belong
  /// to, or reports them as too deep (see ``parseBlockNode(at:parentIndent:owner:depth:)``).
  private mutating func parseIndentlessSequence(indent: Int, depth: Int) -> YAMLNode {
    guard depth <= YAMLParser.maximumDepth else {
      let line = lines[index]
      report(tooDeepMessage, at: line.contentStart, in: line)
      let node = YAMLNode(position: position(line.contentStart, in: line), kind: .null)
      while index < lines.count,
        lines[index].indent > indent || (lines[index].indent == indent && isDash(lines[index]))
      {
        index += 1
      }
      return node
    }
    return parseBlockSequence(indent: indent, isIndentless: true, depth: depth)
  }

  var tooDeepMessage: String {
    "nested too deep: a scenario file nests at most \(YAMLParser.maximumDepth) levels of "
      + "mappings and sequences"
  }

  /// Parses a block sequence whose `-` are indented `indent` spaces, the first
  /// on the current line. An indentless sequence (the value of a key at the
  /// same indentation) ends at the first line there that is not an item.
  private mutating func parseBlockSequence(indent: Int, isIndentless: Bool, depth: Int)
    -> YAMLNode
  {
    let firstLine = lines[index]
    let position = self.position(firstLine.start + indent, in: firstLine)
    var items: [YAMLNode] = []
    var child: (indent: Int, line: Int)?
    var previousItemLine = firstLine.number
    var isFirst = true
    while index < lines.count {
      let line = lines[index]
      if isFirst {
        isFirst = false
      } else {
        if line.indent < indent { break }
        if line.indent > indent {
          reportBadIndentation(
            line, expected: indent, on: previousItemLine, child: child, isSequence: true)
          skipLines(deeperThan: indent)
          continue
        }
        guard isDash(line) else {
          if isIndentless { break }
          var message = "expected `- ` to continue the sequence from line \(firstLine.number)"
          if case .entry(let key) = classify(at: line.contentStart, in: line) {
            message +=
              "; the mapping key `\(key.text)` cannot be mixed with `- ` items at the same "
              + "indentation"
          }
          report(message, at: line.contentStart, in: line)
          index += 1
          while index < lines.count,
            lines[index].indent > indent || (lines[index].indent == indent && !isDash(lines[index]))
          {
            index += 1
          }
          continue
        }
      }
      child = nil
      previousItemLine = line.number
      let dash = line.start + indent
      var content = dash + 1
      var firstTab: Int?
      while content < line.end, YAMLByte.isWhitespace(bytes[content]) {
        if bytes[content] == YAMLByte.tab, firstTab == nil {
          firstTab = content
        }
        content += 1
      }
      let owner = ValueOwner.item(line: line.number)
      if scanner.isEndOfContent(at: content, in: line) {
        let missing = self.position(dash + 1, in: line)
        index += 1
        if index < lines.count, lines[index].indent > indent {
          let next = lines[index]
          child = (next.indent, next.number)
          items.append(
            parseBlockNode(
              at: next.contentStart, parentIndent: indent, owner: owner, depth: depth + 1))
        } else {
          items.append(YAMLNode(position: missing, kind: .null))
        }
      } else {
        if let firstTab {
          report("tab in indentation; indent with spaces", at: firstTab, in: line)
        }
        child = (content - line.start, line.number)
        items.append(
          parseBlockNode(at: content, parentIndent: indent, owner: owner, depth: depth + 1))
      }
    }
    return YAMLNode(position: position, kind: .sequence(items, style: .block))
  }

  /// Parses a value written on one line (a scalar or a flow sequence, which
  /// may go on over more lines), then makes sure no line is nested under it.
  private mutating func parseInlineValue(
    at offset: Int, parentIndent: Int, owner: ValueOwner, startsLine: Bool
  ) -> YAMLNode {
    let line = lines[index]
    let position = self.position(offset, in: line)
    var node = YAMLNode(position: position, kind: .null)
    var failed = false
    var plain: YAMLPlainScan?
    let byte = bytes[offset]
    if byte == YAMLByte.openBracket {
      let flow = parseFlowSequence(at: offset, parentIndent: parentIndent)
      node = flow.node
      failed = !flow.isComplete
      let endLine = lines[index]
      let rest = scanner.skipWhitespace(from: flow.end, to: endLine.end)
      if !failed, !scanner.isEndOfContent(at: rest, in: endLine) {
        report("unexpected text after `]`", at: rest, in: endLine)
        failed = true
      }
    } else if byte == YAMLByte.singleQuote || byte == YAMLByte.doubleQuote {
      let quoted = scanner.scanQuoted(from: offset, lineEnd: line.end)
      report(quoted.issues, in: line)
      if quoted.isTerminated {
        node.kind = .scalar(YAMLScalar(text: quoted.text, style: quoted.style))
        let rest = scanner.skipWhitespace(from: quoted.end, to: line.end)
        if !scanner.isEndOfContent(at: rest, in: line) {
          report("unexpected text after closing quote", at: rest, in: line)
          failed = true
        }
      } else {
        report(unterminatedMessage(quote: byte), at: offset, in: line)
        failed = true
      }
    } else if let message = indicatorMessage(at: offset, in: line, inFlow: false) {
      report(message, at: offset, in: line)
      failed = true
    } else if scanner.isSequenceDash(at: offset, lineEnd: line.end) {
      report(
        "a block sequence cannot start on the same line as its key; start the `- ` items "
          + "on the next line", at: offset, in: line)
      failed = true
    } else {
      let scan = scanner.scanPlain(from: offset, lineEnd: line.end, inFlow: false)
      if let colon = scan.colon {
        report(
          "unexpected `:` in a plain value; quote the value if the `:` belongs to it",
          at: colon, in: line)
        failed = true
      } else {
        node.kind = .scalar(YAMLScalar(text: scanner.string(offset..<scan.textEnd)))
        plain = scan
      }
    }
    index += 1
    if !failed, index < lines.count, lines[index].indent > parentIndent {
      reportNestedLine(lines[index], after: plain, on: line, startsLine: startsLine, owner: owner)
    }
    skipLines(deeperThan: parentIndent)
    return node
  }

  // MARK: - Reading a line

  /// Tells a mapping entry (`key:` followed by whitespace or the line end)
  /// from anything else, starting at `offset`.
  func classify(at offset: Int, in line: YAMLLine) -> LineStart {
    let byte = bytes[offset]
    if byte == YAMLByte.singleQuote || byte == YAMLByte.doubleQuote {
      let quoted = scanner.scanQuoted(from: offset, lineEnd: line.end)
      guard quoted.isTerminated else { return .value }
      let colon = scanner.skipWhitespace(from: quoted.end, to: line.end)
      guard colon < line.end, bytes[colon] == YAMLByte.colon,
        scanner.isFollowedByBlank(colon, lineEnd: line.end)
      else { return .value }
      return .entry(Key(text: quoted.text, start: offset, colon: colon, issues: quoted.issues))
    }
    if byte == YAMLByte.openBracket || indicatorMessage(at: offset, in: line, inFlow: false) != nil
    {
      return .value
    }
    let scan = scanner.scanPlain(from: offset, lineEnd: line.end, inFlow: false)
    guard let colon = scan.colon else { return .value }
    return .entry(
      Key(text: scanner.string(offset..<scan.textEnd), start: offset, colon: colon, issues: []))
  }

  /// The error for a character that cannot start a value, or `nil` when it
  /// can (or starts a quoted scalar or a flow sequence).
  func indicatorMessage(at offset: Int, in line: YAMLLine, inFlow: Bool) -> String? {
    let byte = bytes[offset]
    let isFollowedByBlank = scanner.isFollowedByBlank(offset, lineEnd: line.end)
    var character: Character { Character(Unicode.Scalar(byte)) }
    switch byte {
    case UInt8(ascii: "&"):
      return "anchors (`&`) are not supported"
    case UInt8(ascii: "*"):
      return "aliases (`*`) are not supported"
    case UInt8(ascii: "!"):
      return "tags (`!`) are not supported"
    case UInt8(ascii: "|"), UInt8(ascii: ">"):
      return "block scalars (`\(character)`) are not supported; write the value on one line"
    case YAMLByte.openBrace:
      return "flow mappings (`{ }`) are not supported; use a block mapping, one `key: value` a line"
    case YAMLByte.closeBrace, YAMLByte.closeBracket, YAMLByte.comma:
      return "unexpected `\(character)`"
    case UInt8(ascii: "@"), UInt8(ascii: "`"):
      return "`\(character)` is reserved and cannot start a plain value; quote the value"
    case UInt8(ascii: "%"):
      return "directives and values starting with `%` are not supported; quote the value"
    case UInt8(ascii: "?") where isFollowedByBlank:
      return "complex keys (`? `) are not supported"
    case YAMLByte.colon where isFollowedByBlank:
      return "missing key before `:`"
    case YAMLByte.hash where inFlow:
      return "a comment needs whitespace before its `#`"
    case YAMLByte.dash where inFlow && isFollowedByBlank:
      return "block sequence items (`- `) cannot appear inside `[ ]`"
    default:
      return nil
    }
  }

  func unterminatedMessage(quote: UInt8) -> String {
    quote == YAMLByte.singleQuote
      ? "unterminated single-quoted string; close it with `'` on the same line"
      : "unterminated double-quoted string; close it with `\"` on the same line"
  }

  // MARK: - Diagnostics

  /// Reports a line where a mapping expected its next `key: value`.
  private mutating func reportNotAnEntry(_ line: YAMLLine) {
    let offset = line.contentStart
    let byte = bytes[offset]
    if let message = indicatorMessage(at: offset, in: line, inFlow: false) {
      report(message, at: offset, in: line)
      return
    }
    if byte == YAMLByte.singleQuote || byte == YAMLByte.doubleQuote,
      !scanner.scanQuoted(from: offset, lineEnd: line.end).isTerminated
    {
      report(unterminatedMessage(quote: byte), at: offset, in: line)
      return
    }
    if let colon = firstColon(from: offset, in: line) {
      report("missing space after `:`; write `key: value`", at: colon, in: line)
      return
    }
    report("expected `key: value`", at: offset, in: line)
  }

  /// Reports the first line nested under a value that cannot hold one.
  private mutating func reportNestedLine(
    _ next: YAMLLine, after plain: YAMLPlainScan?, on line: YAMLLine, startsLine: Bool,
    owner: ValueOwner
  ) {
    let nextIsStructured: Bool
    if isDash(next) {
      nextIsStructured = true
    } else if case .entry = classify(at: next.contentStart, in: next) {
      nextIsStructured = true
    } else {
      nextIsStructured = false
    }
    if let plain, startsLine, nextIsStructured,
      let colon = firstColon(from: plain.start, in: line), colon < plain.textEnd
    {
      report("missing space after `:`; write `key: value`", at: colon, in: line)
      return
    }
    if plain != nil, !nextIsStructured {
      report(
        "multi-line plain scalars are not supported; join this line to the value on line "
          + "\(line.number)", at: next.contentStart, in: next)
      return
    }
    let message: String
    switch owner {
    case .key(let key, let number):
      message =
        "line is indented deeper than allowed: `\(key)` on line \(number) already has a value"
    case .item(let number):
      message =
        "line is indented deeper than allowed: the item on line \(number) already has a value"
    case .document(let number):
      message = "expected the end of the document: the value on line \(number) is complete"
    }
    report(message, at: next.contentStart, in: next)
  }

  /// Reports a line indented deeper than its block (mapping or sequence) but
  /// less than the block nested in its last entry or item. `previousLine` is
  /// the line of that entry or item.
  private mutating func reportBadIndentation(
    _ line: YAMLLine, expected indent: Int, on previousLine: Int,
    child: (indent: Int, line: Int)?, isSequence: Bool
  ) {
    let message: String
    if isSequence, isDash(line) {
      message =
        "bad indentation: this `- ` item is indented \(spaces(line.indent)), but the item on "
        + "line \(previousLine) is indented \(indent)"
    } else if let child, line.indent < child.indent {
      let lines =
        previousLine == child.line
        ? "\(indent) or \(child.indent) (as on line \(previousLine))"
        : "\(indent) (as on line \(previousLine)) or \(child.indent) (as on line \(child.line))"
      message = "bad indentation: indented \(spaces(line.indent)), expected \(lines)"
    } else {
      message = "line is indented deeper than allowed"
    }
    report(message, at: line.contentStart, in: line)
  }

  /// The first `:` of the plain text at `offset` (before any comment) when
  /// it looks like a key's colon missing its space: `window:750ms`, but not
  /// `https://example.com`.
  private func firstColon(from offset: Int, in line: YAMLLine) -> Int? {
    let scan = scanner.scanPlain(from: offset, lineEnd: line.end, inFlow: false)
    var index = offset
    while index < scan.textEnd {
      if bytes[index] == YAMLByte.colon {
        return index + 1 < scan.textEnd && bytes[index + 1] == UInt8(ascii: "/") ? nil : index
      }
      index += 1
    }
    return nil
  }

  private func spaces(_ count: Int) -> String {
    count == 1 ? "1 space" : "\(count) spaces"
  }

  mutating func report(_ message: String, at offset: Int, in line: YAMLLine) {
    let position = self.position(offset, in: line)
    diagnostics.report(message, at: position)
  }

  mutating func report(_ issues: [YAMLScanIssue], in line: YAMLLine) {
    for issue in issues {
      report(issue.message, at: issue.offset, in: line)
    }
  }

  // MARK: - Positions

  /// The position of the byte at `offset` on `line`; its column counts
  /// `Character`s.
  mutating func position(_ offset: Int, in line: YAMLLine) -> SourcePosition {
    let byteColumn = offset - line.start
    if line.isASCII {
      return SourcePosition(line: line.number, column: byteColumn + 1)
    }
    if let map = columnMaps[line.number] {
      return SourcePosition(line: line.number, column: Int(map[byteColumn]))
    }
    var map = [Int32](repeating: 0, count: line.end - line.start + 1)
    var byteOffset = 0
    var column: Int32 = 1
    for character in scanner.string(line.start..<line.end) {
      for _ in 0..<character.utf8.count {
        map[byteOffset] = column
        byteOffset += 1
      }
      column += 1
    }
    map[byteOffset] = column
    columnMaps[line.number] = map
    return SourcePosition(line: line.number, column: Int(map[byteColumn]))
  }
}
