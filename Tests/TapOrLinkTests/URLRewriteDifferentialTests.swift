@_spi(Lab) import TapOrLink
import Testing

/// Our reading of a URL's path, query, fragment and user, and HTML's rule
/// for a same-document move ("can have its URL rewritten", contract 1.2),
/// against Node's built-in `URL`, run by `Tools/whatwg-origins.mjs`.
@Suite("URL rewrite rule differential against Node's WHATWG URL")
struct URLRewriteDifferentialTests {
  /// Pages and the moves a page script may report from them: every rule of
  /// the standard, each way.
  static let moves: [TrickyURLCorpus.Entry] = {
    let pages = [
      "https://bank.example/account/home?tab=1#top", "http://a.example:8080/x/y",
      "https://user:pw@a.example/p", "file:///Users/me/page.html?x=1",
      "file://host/share/page.html", "app://bundle/index.html?v=2", "app:/index.html",
      "about:blank", "mailto:someone@example.com", "blob:https://a.example/uuid",
    ]
    let targets = [
      "#a", "?q", "?q#a", "other.html", "../up", "/root", "./", ".", "..", "%2e%2E/x", "a b",
      "//other.example/x", "https://bank.example/x", "http://bank.example/x",
      "https://bank.example:444/", "https://evil.example/", "https://user@bank.example/",
      "https://user:pw@a.example/q", "https://USER:pw@a.example/q", "file:///Users/me/page.html#f",
      "file:///Users/me/page.html?y", "file:///Users/me/other.html",
      "file://host/share/page.html#b",
      "file://other/share/page.html", "app://bundle/index.html?v=2#x",
      "app://bundle/index.html?v=3", "app://bundle/other.html", "app://BUNDLE/index.html?v=2",
      "app:/index.html#x", "app:/index.html?v", "about:blank#x", "about:blank?x",
      "mailto:someone@example.com#x", "mailto:other@example.com", "\\\\evil.example/",
      "/\\evil.example/", "https:x", "https:/x", "https:\\\\evil.example", " #a", "#a\tb",
      "/a/%2e%2e/b", "/a/./b/../c/", "?ä", "#ä", "/ä/b", "?'", "/{x}", "#`",
    ]
    return pages.flatMap { page in targets.map { TrickyURLCorpus.Entry(input: $0, base: page) } }
  }()

  /// Node's `search` and `hash`: empty for none and for a lone `?` or `#`.
  static func component(_ prefix: String, _ text: String?) -> String {
    guard let text, !text.isEmpty else { return "" }
    return prefix + text
  }

  @Test(
    "paths, queries, fragments, users and the whole href agree with Node's URL; so does the rewrite rule",
    .enabled(if: URLDifferentialTests.node != nil, "node is not on the PATH: skipped"))
  func differential() throws {
    let entries =
      Self.moves
      + TrickyURLCorpus.entries(count: 5_000, seed: URLDifferentialTests.seed)
    let answers = try URLDifferentialTests.nodeAnswers(
      entries, node: try #require(URLDifferentialTests.node))
    try #require(answers.count == entries.count)
    var compared = 0
    var rules = 0
    var mismatches: [String] = []
    for (entry, answer) in zip(entries, answers) {
      let base = entry.base.flatMap { RequestURL($0) }
      guard answer.count == 10, answer[1] != nil,
        let ours = RequestURL(entry.input, relativeTo: base)
      else { continue }
      let label =
        "\(URLDifferentialTests.json(entry.input)) against "
        + (entry.base.map(URLDifferentialTests.json) ?? "no base")
      compared += 1
      let pairs: [(String, String, String?)] = [
        ("username", ours.username, answer[2]), ("password", ours.password, answer[3]),
        ("path", ours.path, answer[5]), ("query", Self.component("?", ours.query), answer[6]),
        ("fragment", Self.component("#", ours.fragment), answer[7]),
      ]
      // The href is exact for the special schemes (a web page's); for the
      // others ours does not keep an empty host apart from none.
      if ["http", "https", "ws", "wss", "ftp", "file"].contains(ours.scheme), ours.href != answer[9]
      {
        mismatches.append("\(label): href ours \(ours.href), Node \(answer[9] ?? "none")")
      }
      for (name, mine, theirs) in pairs where mine != theirs {
        mismatches.append("\(label): \(name) ours \(mine), Node \(theirs ?? "none")")
      }
      if let base, let rewritable = answer[8] {
        rules += 1
        let mine = base.canBeRewritten(to: ours)
        if String(mine) != rewritable {
          mismatches.append("\(label): rewrite ours \(mine), Node \(rewritable)")
        }
      }
    }
    #expect(compared > 2_000, "most of the corpus must parse in both")
    #expect(rules > 400, "the rewrite rule must be compared on every page and move")
    for line in mismatches.prefix(40) { Issue.record(Comment(rawValue: line)) }
    #expect(mismatches.isEmpty, "\(mismatches.count) disagreements with Node")
  }
}
