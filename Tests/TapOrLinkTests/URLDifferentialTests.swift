import Foundation
@_spi(Lab) import TapOrLink
import TestSupport
import Testing

/// Our WHATWG reading of URLs against a real implementation nobody here
/// wrote: Node's built-in `URL`, run by `Tools/whatwg-origins.mjs`.
@Suite("URL differential against Node's WHATWG URL")
struct URLDifferentialTests {
  static let corpusSize = 20_000
  static let seed: UInt64 = 0x7A90_11C5

  /// `node` on the PATH, if any.
  static let node: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/node" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  static let script = PackageRoot.appending("Tools/whatwg-origins.mjs")

  /// A JSON string literal of text (control characters escaped).
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// What Node says about each entry: its origin (nil: none) and scheme
  /// (nil: the URL fails to parse).
  static func nodeAnswers(_ entries: [TrickyURLCorpus.Entry], node: String) throws -> [[String?]] {
    let corpus = ScratchFolder.file("url-corpus", extension: "txt")
    let lines = entries.map { entry in
      "[" + json(entry.input) + (entry.base.map { "," + json($0) } ?? "") + "]"
    }
    try (lines.joined(separator: "\n") + "\n").write(to: corpus, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: corpus) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = [script.path, corpus.path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let decoder = JSONDecoder()
    return try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
      try decoder.decode([String?].self, from: Data($0.utf8))
    }
  }

  @Test(
    "origins agree with Node's URL, or ours refuses; schemes agree",
    .enabled(if: node != nil, "node is not on the PATH: the URL differential is skipped"))
  func differential() throws {
    let entries = TrickyURLCorpus.entries(count: Self.corpusSize, seed: Self.seed)
    #expect(Set(entries).count > 10_000, "the corpus must hold over 10,000 distinct URLs")
    let answers = try Self.nodeAnswers(entries, node: try #require(Self.node))
    try #require(answers.count == entries.count)
    var agreed = 0
    var bothNone = 0
    var refused: [String] = []
    var refusedIDNA = 0
    var refusedBlob = 0
    for (entry, answer) in zip(entries, answers) {
      let base = entry.base.flatMap { RequestURL($0) }
      let ours = RequestURL(entry.input, relativeTo: base)?.origin?.description
      let theirs = answer[0]
      let label = "\(Self.json(entry.input)) against \(entry.base.map(Self.json) ?? "no base")"
      switch (ours, theirs) {
      case (nil, nil): bothNone += 1
      case (nil, let theirs?):
        switch Self.failClosedReason(entry, base: base) {
        case "blob": refusedBlob += 1
        case "IDNA": refusedIDNA += 1
        default: Issue.record("\(label): ours none, Node \(theirs), for no documented reason")
        }
        refused.append("\(label): Node \(theirs)")
      case (let ours?, nil): Issue.record("\(label): ours \(ours), Node has no origin")
      case (let ours?, let theirs?):
        if ours == theirs {
          agreed += 1
        } else {
          Issue.record("\(label): ours \(ours), Node \(theirs)")
        }
      }
      // The bridge judges by the scheme alone: it must be the one Node reads.
      if let scheme = answer[1] {
        let ourScheme = RequestURL.scheme(of: entry.input) ?? base?.scheme
        #expect(ourScheme == scheme, "\(label): scheme ours \(ourScheme ?? "none"), Node \(scheme)")
      }
    }
    print(
      """
      URL differential: \(entries.count) URLs (\(Set(entries).count) distinct), seed \(Self.seed): \
      \(agreed) same origin, \(bothNone) no origin in both, \(refused.count) refused by us \
      where Node has an origin (fail closed: \(refusedIDNA) IDNA, \(refusedBlob) blob), \
      0 different origins, 0 accepted where Node refuses
      """)
    for line in refused.prefix(20) { print("  refused: \(line)") }
  }

  /// Why we may have no origin where Node has one: the URL is (or is read
  /// against) a `blob:` URL, or its host needs IDNA (beyond ASCII, or an
  /// `xn--` label, percent-encoded or not).
  static func failClosedReason(_ entry: TrickyURLCorpus.Entry, base: RequestURL?) -> String? {
    if (RequestURL.scheme(of: entry.input) ?? base?.scheme) == "blob" { return "blob" }
    // Percent-decoded, as the host parser decodes it.
    var bytes: [UInt8] = []
    let utf8 = Array(entry.input.lowercased().utf8)
    var index = 0
    while index < utf8.count {
      if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
        let byte = UInt8(
          String(decoding: utf8[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
      {
        bytes.append(byte)
        index += 3
      } else {
        bytes.append(utf8[index])
        index += 1
      }
    }
    let decoded = String(decoding: bytes, as: UTF8.self).lowercased()
    if bytes.contains(where: { $0 >= 0x80 }) || decoded.contains("xn--") { return "IDNA" }
    return nil
  }

  @Test("the corpus is the same for the same seed")
  func deterministic() {
    #expect(
      TrickyURLCorpus.entries(count: 500, seed: 7) == TrickyURLCorpus.entries(count: 500, seed: 7))
    #expect(
      TrickyURLCorpus.entries(count: 500, seed: 7) != TrickyURLCorpus.entries(count: 500, seed: 8))
  }
}
