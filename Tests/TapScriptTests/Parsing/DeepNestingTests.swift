import Foundation
import TapScript
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this test process runs under AddressSanitizer or
/// ThreadSanitizer, whose instrumentation (redzones, shadow bookkeeping)
/// makes every stack frame several times larger than in a plain build.
private let underSanitizer: Bool = {
  #if canImport(Glibc)
    return dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
      || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
  #elseif canImport(Darwin)
    return dlsym(UnsafeMutableRawPointer(bitPattern: -2), "__asan_init") != nil
      || dlsym(UnsafeMutableRawPointer(bitPattern: -2), "__tsan_init") != nil
  #else
    return false
  #endif
}()

/// Runs `body` on a thread with a 512 KB stack, as an app's secondary
/// thread may have, and waits for it. Under a sanitizer the stack is
/// eight times larger, as its frames are: the depth limit is sized for
/// plain (debug and release) builds.
private func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
  let box = ResultBox<T>()
  let thread = Thread {
    box.value = body()
    box.done.signal()
  }
  thread.stackSize = (underSanitizer ? 8 : 1) * 512 * 1024
  thread.start()
  box.done.wait()
  return box.value!
}

/// The value a small-stack thread hands back.
private final class ResultBox<T>: @unchecked Sendable {
  // Safe: `value` is written once by the thread before it signals `done`,
  // and read only after `done` has been waited for.
  var value: T?
  let done = DispatchSemaphore(value: 0)
}

/// A scenario whose one web view sits under `depth - 1` nested plain views,
/// each the only child of the one before.
private func nestedViews(depth: Int) -> String {
  var text = "name: deep\nviews:\n"
  var indent = "  "
  for level in 0..<depth {
    let kind = level == depth - 1 ? "\n\(indent)  kind: web" : ""
    text += "\(indent)- id: v\(level)\(kind)\n\(indent)  frame: [0, 0, 100, 100]\n"
    if level < depth - 1 {
      text += "\(indent)  children:\n"
      indent += "    "
    }
  }
  text +=
    "timeline:\n  - 0ms: down 5 5\n  - 10ms: up 5 5\nexpect:\n  - 760ms: tap v\(depth - 1) 5 5\n"
  return text
}

@Suite("Depth: no input nests deep enough to crash the parser or decoder")
struct DeepNestingTests {
  let limit = YAMLParser.maximumDepth

  private func errors(_ text: String) -> [ScriptDiagnostic] {
    switch ScenarioLoader.decode(SourceFile(path: "deep.yaml", text: text)) {
    case .success: return []
    case .failure(let errors): return errors.diagnostics
    }
  }

  @Test("1,000,000 nested `- ` items are one located error")
  func millionNestedItems() {
    let text = String(repeating: "- ", count: 1_000_000) + "x\n"
    let diagnostics = errors(text)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.summary
        == "deep.yaml:1:\(2 * limit + 1): error: nested too deep: a scenario file nests at most "
        + "\(limit) levels of mappings and sequences")
    #expect(
      diagnostics.first.map { $0.sourceLine.count <= 2 * SourceExcerpt.contextWidth + 2 } == true)
  }

  @Test("1,000,000 nested `- ` items decode on a 512 KB stack")
  func millionLevelsOnSmallStack() {
    let text = String(repeating: "- ", count: 1_000_000) + "id: v\n"
    let count = onSmallStack { () -> Int in
      switch ScenarioLoader.decode(SourceFile(path: "deep.yaml", text: text)) {
      case .success: return 0
      case .failure(let errors): return errors.diagnostics.count
      }
    }
    #expect(count >= 1)
  }

  @Test("nested mappings past the limit are an error at the first level too deep")
  func nestedMappings() {
    // 2,000 levels of `kN:` each one space deeper: 2 MB.
    var text = ""
    for level in 0..<2_000 {
      text += String(repeating: " ", count: level) + "k\(level):\n"
    }
    text += String(repeating: " ", count: 2_000) + "x: 1\n"
    let result = YAMLParser.parse(SourceFile(path: "deep.yaml", text: text))
    #expect(
      result.diagnostics.map(\.position) == [SourcePosition(line: limit + 1, column: limit + 1)])
    #expect(result.diagnostics.first?.message.hasPrefix("nested too deep") == true)
  }

  @Test("a mapping exactly at the limit parses")
  func atTheLimit() {
    var text = ""
    for level in 0..<(limit - 1) {
      text += String(repeating: " ", count: level) + "k\(level):\n"
    }
    text += String(repeating: " ", count: limit - 1) + "x: 1\n"
    #expect(YAMLParser.parse(SourceFile(path: "ok.yaml", text: text)).diagnostics == [])
  }

  @Test("views nested as deep as the limit allows run, on a 512 KB stack too")
  func deepestViewsRun() {
    // views (2), then 2 levels a view: the item's mapping and `children:`.
    let depth = (limit - 2) / 2
    let text = nestedViews(depth: depth)
    let passed = onSmallStack {
      ScenarioLoader.run(SourceFile(path: "views.yaml", text: text)).passed
    }
    #expect(passed)
    let tooDeep = errors(nestedViews(depth: depth + 1))
    #expect(tooDeep.contains { $0.message.hasPrefix("nested too deep") })
  }

  @Test("a view tree 500 deep through `children:` is refused, not a crash, on a 512 KB stack")
  func viewsBeyondTheLimit() {
    let text = nestedViews(depth: 500)
    let messages = onSmallStack { () -> [String] in
      switch ScenarioLoader.decode(SourceFile(path: "views.yaml", text: text)) {
      case .success: return []
      case .failure(let errors): return errors.diagnostics.map(\.message)
      }
    }
    #expect(messages.contains { $0.hasPrefix("nested too deep") })
  }
}
