/// Text that breaks naive quoting: YAML's indicators, comment and key
/// markers, quotes, escapes, control and format characters, line ends,
/// spaces where they are easy to lose, characters outside the BMP, and
/// very long text.
enum HostileText {
  /// Every hostile string that holds no space or tab, so it can also be
  /// one word of a step or an expectation.
  static let words: [String] = [
    "#", "#a", "a#b", "a:", ":", "a:b", "-", "-x", "--", "---", "...", "?", "?x", "[x]", "x,y",
    "{x}", "'", "''", "\"", "a\"b", "\\", "\\n", "\\u0041", "%x", "@x", "`x", "&x", "*x", "!x",
    "|", ">", "~", "null", "true", "0x1p4", "a\nb", "a\rb", "\r\n", "\n", "\u{0}", "\u{7}",
    "\u{1B}[2J", "\u{1B}]52;c;aGk=\u{7}", "\u{7F}", "\u{85}", "\u{A0}", "a\u{2028}b", "\u{2029}",
    "\u{202E}evil", "\u{200B}", "\u{FEFF}x", "\u{FFFE}", "\u{FFFF}", "\u{E000}", "\u{10FFFF}",
    "\u{1F600}", "e\u{301}", "\u{301}", "x\u{600}", "\u{200D}", "\u{FFFD}", "é", "日本語",
    "https://example.com/a#top",
    "https://example.com/?q=a:b&c=[1]", "mailto:", "javascript:alert('x')",
    String(repeating: "x", count: 30_000), String(repeating: "\u{1B}", count: 3_000),
  ]

  /// Hostile strings with spaces or tabs, which a scalar holds but a word
  /// cannot.
  static let spaced: [String] = [
    " ", "  ", " lead", "trail ", " both ", "a b", "a\tb", "\t", "a #b", "a: b", "- x", "? x",
    "https://example.com/a b", "https://example.com/a\tb", "https://example.com/ #x",
    "# comment", "a  b", "x \u{1B}[2J",
  ]

  /// Every hostile string that is not empty.
  static let all = words + spaced
}
