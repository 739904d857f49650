import TapEvidence
import TapScript
import Testing

/// A trace with many errors makes only the first hundred, counting the rest
/// (issue 19 item 3): each error on a long line copied the whole line, and
/// 10 MB of bad rows made every diagnostic before the cap.
@Suite struct ErrorCapTests {
  static let header =
    "source,recording,device,label_hint,stroke_id,pointer,event,t_ms,x,y,x_max,y_max\n"

  @Test("5,000 stray quotes on one line: the first 100 kept, all 5,000 counted")
  func strayQuotes() throws {
    let file = SourceFile(
      path: "events.csv", text: Self.header + String(repeating: "\"a\"b,", count: 5_000) + "\n")
    guard case .failure(let errors) = TouchTraceReader.read(file) else {
      Issue.record("a broken trace read")
      return
    }
    #expect(errors.found.count == ScenarioErrors.limit)
    #expect(errors.count >= 5_000)
    #expect(errors.diagnostics.last?.message.hasPrefix("… and ") == true)
    #expect(errors.found.first?.message.hasPrefix("this row has 5001 fields") == true)
    #expect(errors.found[1].position == SourcePosition(line: 2, column: 4))
    #expect(errors.found.allSatisfy { $0.sourceLine.count < 200 })
  }

  @Test("bad rows: the first 100 errors in file order, with their lines; the rest counted")
  func badRows() throws {
    let rows = String(repeating: "s,r,d,h,x,y,jump,t,x,y,,\n", count: 2_000)
    guard
      case .failure(let errors) = TouchTraceReader.read(
        SourceFile(path: "e.csv", text: Self.header + rows))
    else {
      Issue.record("a broken trace read")
      return
    }
    #expect(errors.found.count == ScenarioErrors.limit)
    #expect(errors.count > 2_000)
    #expect(errors.found.first?.rendered.contains("s,r,d,h,x,y,jump") == true)
    let lines = errors.found.map(\.position.line)
    #expect(lines == lines.sorted() && lines.first == 2)
  }
}
