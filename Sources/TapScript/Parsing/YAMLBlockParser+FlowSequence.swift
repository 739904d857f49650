extension YAMLBlockParser {
  /// A flow sequence and where it ended.
  struct FlowSequence {
    var node: YAMLNode
    /// The offset just past the `]` (or the end of the last line read).
    var end: Int
    /// Whether it closed and held no errors.
    var isComplete: Bool
  }

  /// Parses the flow sequence whose `[` is at `open` on the current line.
  ///
  /// It may go on over the following lines as long as they are indented
  /// deeper than `parentIndent` (the closing `]` may also be at
  /// `parentIndent`); a line that is not ends it as unterminated.
  /// Leaves ``index`` on the line of the `]`.
  mutating func parseFlowSequence(at open: Int, parentIndent: Int) -> FlowSequence {
    let openLine = lines[index]
    var line = openLine
    let position = self.position(open, in: line)
    var items: [YAMLNode] = []
    var offset = open + 1
    var expectsItem = true
    var isComplete = true
    while true {
      offset = scanner.skipWhitespace(from: offset, to: line.end)
      if scanner.isEndOfContent(at: offset, in: line) {
        if index + 1 < lines.count, continuesFlow(lines[index + 1], parentIndent: parentIndent) {
          index += 1
          line = lines[index]
          offset = line.contentStart
          continue
        }
        var message = "unterminated flow sequence: `[` has no matching `]`"
        if index + 1 < lines.count {
          message +=
            " before line \(lines[index + 1].number), which is not indented enough to continue it"
        }
        report(message, at: open, in: openLine)
        return FlowSequence(
          node: YAMLNode(position: position, kind: .sequence(items, style: .flow)),
          end: line.end, isComplete: false)
      }
      let byte = bytes[offset]
      if byte == YAMLByte.closeBracket {
        return FlowSequence(
          node: YAMLNode(position: position, kind: .sequence(items, style: .flow)),
          end: offset + 1, isComplete: isComplete)
      }
      if byte == YAMLByte.comma {
        if expectsItem {
          report("missing item before `,`", at: offset, in: line)
          isComplete = false
        }
        expectsItem = true
        offset += 1
        continue
      }
      if !expectsItem {
        report("expected `,` or `]` after an item of the flow sequence", at: offset, in: line)
        isComplete = false
      }
      expectsItem = false
      offset = parseFlowItem(at: offset, in: line, into: &items, isComplete: &isComplete)
    }
  }

  /// Whether `line` may go on with a flow sequence: it is indented deeper
  /// than the block holding the sequence, or it starts with the closing `]`
  /// at that block's indentation.
  private func continuesFlow(_ line: YAMLLine, parentIndent: Int) -> Bool {
    line.indent > parentIndent
      || (line.indent == parentIndent && bytes[line.contentStart] == YAMLByte.closeBracket)
  }

  /// Parses one item of a flow sequence at `offset` and returns the offset
  /// after it.
  private mutating func parseFlowItem(
    at offset: Int, in line: YAMLLine, into items: inout [YAMLNode], isComplete: inout Bool
  ) -> Int {
    let byte = bytes[offset]
    if byte == YAMLByte.openBracket || byte == YAMLByte.openBrace {
      report(
        byte == YAMLByte.openBracket
          ? "nested flow sequences are not supported; a flow sequence holds only scalars"
          : "flow mappings (`{ }`) are not supported; a flow sequence holds only scalars",
        at: offset, in: line)
      isComplete = false
      return skipBalanced(from: offset, in: line)
    }
    if byte == YAMLByte.singleQuote || byte == YAMLByte.doubleQuote {
      let quoted = scanner.scanQuoted(from: offset, lineEnd: line.end)
      report(quoted.issues, in: line)
      guard quoted.isTerminated else {
        report(unterminatedMessage(quote: byte), at: offset, in: line)
        isComplete = false
        return line.end
      }
      items.append(
        YAMLNode(
          position: position(offset, in: line),
          kind: .scalar(YAMLScalar(text: quoted.text, style: quoted.style))))
      return quoted.end
    }
    if let message = indicatorMessage(at: offset, in: line, inFlow: true) {
      report(message, at: offset, in: line)
      isComplete = false
      return skipToSeparator(from: offset + 1, in: line)
    }
    let scan = scanner.scanPlain(from: offset, lineEnd: line.end, inFlow: true)
    if let colon = scan.colon {
      report(
        "`key: value` pairs are not supported inside `[ ]`; quote the item if the `:` "
          + "belongs to it", at: colon, in: line)
      isComplete = false
      return skipToSeparator(from: colon + 1, in: line)
    }
    items.append(
      YAMLNode(
        position: position(offset, in: line),
        kind: .scalar(YAMLScalar(text: scanner.string(offset..<scan.textEnd)))))
    return scan.stop
  }

  /// The offset just past the bracket or brace that closes the one at
  /// `offset`, or the line end.
  private func skipBalanced(from offset: Int, in line: YAMLLine) -> Int {
    var depth = 0
    var index = offset
    while index < line.end {
      switch bytes[index] {
      case YAMLByte.openBracket, YAMLByte.openBrace:
        depth += 1
      case YAMLByte.closeBracket, YAMLByte.closeBrace:
        depth -= 1
        if depth == 0 { return index + 1 }
      default:
        break
      }
      index += 1
    }
    return line.end
  }

  /// The offset of the next `,` or `]` on the line, or the line end.
  private func skipToSeparator(from offset: Int, in line: YAMLLine) -> Int {
    var index = offset
    while index < line.end, bytes[index] != YAMLByte.comma, bytes[index] != YAMLByte.closeBracket {
      index += 1
    }
    return index
  }
}
