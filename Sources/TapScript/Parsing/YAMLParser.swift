/// Parses the YAML subset that scenario files are written in.
///
/// The subset: block mappings (`key: value`), block sequences (`- item`,
/// whose items may be mappings: `- id: web` with more keys aligned under
/// `id`), flow sequences of scalars (`[0, 0, 320, 480]`, which may span
/// lines, be empty and end with a comma), plain, single-quoted and
/// double-quoted scalars, `#` comments, blank lines and one optional `---`
/// at the top. A key with nothing after its colon holds the more-indented
/// block below it, or a `- ` sequence at its own indentation, or else
/// ``YAMLNode/Kind/null``.
///
/// Everything else is reported, never guessed at: tabs in indentation,
/// unterminated quotes and brackets, duplicate keys, anchors, aliases, tags,
/// block scalars, flow mappings, nested flow sequences, complex keys, more
/// than one document, inconsistent indentation and plain scalars that
/// continue on the next line. Parsing goes on after an error at the next line
/// or sibling, so one pass reports every independent error in the file.
///
/// Nesting is limited to ``maximumDepth`` levels, as Foundation's JSON
/// parser limits nesting to 512: a deeper mapping or sequence is an error
/// at its first character, so no file can exhaust the stack, however deep.
public enum YAMLParser {
  /// The deepest a node may be nested: the document is level 1, each
  /// mapping value or sequence item one level deeper than its parent.
  ///
  /// A scenario needs about five levels, plus two a level of nested views
  /// (a view's mapping and its `children:`), so 64 leaves room for views
  /// nested 30 deep. The parser and the decoder recurse once a level (a
  /// few KB of stack each in a debug build), and at this depth both fit in
  /// a 512 KB thread stack.
  public static let maximumDepth = 64

  /// Parses `file` into a tree and a list of every error found.
  ///
  /// - Complexity: O(*n*) in the length of the file.
  public static func parse(_ file: SourceFile) -> YAMLParseResult {
    var parser = YAMLBlockParser(file: file)
    return parser.parse()
  }

  /// Parses `text`, reporting errors under `path`.
  public static func parse(_ text: String, path: String) -> YAMLParseResult {
    parse(SourceFile(path: path, text: text))
  }
}
