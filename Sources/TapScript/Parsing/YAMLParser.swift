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
public enum YAMLParser {
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
