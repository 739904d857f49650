import TapEvidence
import TapScript
import Testing

/// A raw recording reads as JSON reads, no looser: one file is one
/// recording, for this reader and for Python's `json` alike.
@Suite("Raw recordings: JSON as JSON is")
struct RawRecordingJSONTests {
  typealias JSON = RecordingImporterTests

  static func firstError(_ text: String) -> ScriptDiagnostic? {
    guard case .failure(let errors) = JSON.read(text) else { return nil }
    return errors.diagnostics.first
  }

  @Test(
    "a number JSON does not write is refused where it stops being JSON",
    arguments: [
      ("+60", 2, "starts with `-` or a digit, not `+`"),
      ("060", 3, "no leading zero"),
      (".5e2", 2, "starts with `-` or a digit, not `.`"),
      ("60.", 5, "a digit after its `.`"),
      ("6e", 4, "a digit in its exponent"),
      ("-", 2, "expected a value"),
      ("1e999", 2, "too large"),
      ("0x10", 3, "expected `}`"),
    ])
  func looseNumbers(number: String, column: Int, words: String) throws {
    // The number starts at column 7, after `{"n": `.
    let text = "{\"n\": \(number)}"
    let error = try #require(Self.firstError(text), "read \(text)")
    #expect(error.message.contains(words), "\(error.message)")
    #expect(error.position.line == 1)
    #expect(error.position.column == column + 5, "\(text): \(error.message)")
  }

  @Test(
    "numbers JSON writes are read",
    arguments: ["0", "-0", "60", "-60.25", "1e2", "1E-2", "0.5e+2", "10E5"])
  func goodNumbers(number: String) throws {
    let parsed = try PositionedJSON.parse(SourceFile(path: "n.json", text: "[\(number)]")).get()
    guard case .array(let items) = parsed.value, case .number(let value) = items.first?.value
    else {
      Issue.record("\(number) is not read as a number")
      return
    }
    #expect(value == Double(number))
  }

  @Test("a member named twice is refused at its second name, which says where the first was")
  func duplicateMember() throws {
    let text = JSON.json(extra: ",\n \"gesture\": \"drag\"")
    let error = try #require(Self.firstError(text))
    #expect(
      error.message
        == "the member `gesture` is named twice in one object (first at line 6, column 2); "
        + "JSON readers disagree on which value counts, so a recording names each member once")
    #expect(error.position == SourcePosition(line: 11, column: 2))
    #expect(error.path == "r.json")
  }

  @Test("a member named twice inside a list's object is refused too")
  func duplicateInside() throws {
    let text = JSON.json(
      requests:
        #"[{"t_ms": 1, "url": "u", "type": "link", "frame": "main", "frame": "sub"}]"#)
    let error = try #require(Self.firstError(text))
    #expect(error.message.hasPrefix("the member `frame` is named twice"))
    #expect(error.position.line == 9)
  }

  @Test("names that differ in their scalars are two members, as Python's json reads them")
  func scalarNames() throws {
    // NFC é and NFD e + U+0301 are equal Swift strings, but two JSON names.
    let text = JSON.json(extra: ", \"x\u{E9}\": 1, \"xe\u{301}\": 2")
    #expect(throws: Never.self) { try JSON.read(text).get() }
  }

  @Test("a name with control characters is quoted escaped")
  func escapedName() throws {
    let error = try #require(Self.firstError(#"{"a\u001b[2J": 1, "a\u001b[2J": 2}"#))
    #expect(error.message.hasPrefix("the member `a\\u{1B}[2J` is named twice"))
    #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 })
  }
}
