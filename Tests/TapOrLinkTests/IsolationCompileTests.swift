import TestSupport
import Testing

/// Code that would run main-actor code off the main actor must not
/// compile: each snippet is type-checked against the built modules.
/// Skipped where no compiler or built modules are found.
@Suite(.enabled(if: SwiftTypeChecker() != nil, "needs swiftc and the built modules"))
struct IsolationCompileTests {
  static let prelude = """
    import TapOrLink

    @MainActor final class ViewController { var taps = 0 }

    """

  static func check(_ body: String) throws -> SwiftTypeChecker.Result {
    let checker = try #require(SwiftTypeChecker())
    return try checker.typecheck(prelude + body)
  }

  @Test("a @MainActor conformance cannot be installed on the any-thread overlay")
  func isolatedConformanceIsRejected() throws {
    let result = try Self.check(
      """
      extension ViewController: @MainActor TapOverlayDelegate {
        func overlay(_ overlay: TapOverlay, tappedView view: ViewID, at point: Point) { taps += 1 }
      }
      @MainActor func wire(_ shared: SharedTapOverlay, _ controller: ViewController) {
        shared.perform { $0.delegate = controller }
      }
      """)
    #expect(result.status != 0)
    #expect(
      result.diagnostics.contains(
        "main actor-isolated conformance of 'ViewController' to 'TapOverlayDelegate' "
          + "cannot be used in nonisolated context"), "\(result.diagnostics)")
  }

  @Test("a closure that changes main-actor state cannot be installed on the any-thread overlay")
  func mainActorStateInClosureIsRejected() throws {
    let result = try Self.check(
      """
      @MainActor func wire(_ shared: SharedTapOverlay, _ controller: ViewController) {
        shared.perform { $0.onDecision = { _ in controller.taps += 1 } }
      }
      """)
    #expect(result.status != 0)
    #expect(
      result.diagnostics.contains(
        "main actor-isolated property 'taps' can not be mutated from a nonisolated context"),
      "\(result.diagnostics)")
  }

  @Test("a @MainActor closure cannot be installed on the any-thread overlay")
  func mainActorClosureIsRejected() throws {
    let result = try Self.check(
      """
      @MainActor func wire(_ shared: SharedTapOverlay, _ controller: ViewController) {
        shared.perform { $0.onDecision = { @MainActor _ in controller.taps += 1 } }
      }
      """)
    #expect(result.status != 0)
    #expect(result.diagnostics.contains("loses global actor 'MainActor'"), "\(result.diagnostics)")
  }

  @Test("the sound forms compile: a main-actor overlay, and Sendable callbacks on the shared one")
  func soundFormsCompile() throws {
    let result = try Self.check(
      """
      extension ViewController: MainTapOverlayDelegate {
        func overlay(_ overlay: MainTapOverlay, tappedView view: ViewID, at point: Point) {
          taps += 1
        }
      }
      final class Counter: TapOverlayDelegate, Sendable {
        func overlay(_ overlay: TapOverlay, tappedView view: ViewID, at point: Point) {}
      }
      @MainActor func wire(_ tree: ViewTree, _ controller: ViewController) throws {
        let overlay = try MainTapOverlay(tree: tree)
        overlay.delegate = controller
        overlay.onDecision = { _ in controller.taps += 1 }
        let shared = try SharedTapOverlay(tree: tree)
        let counter = Counter()
        shared.perform { $0.delegate = counter }
        shared.perform { $0.onDecision = { decision in print(decision) } }
        shared.perform { $0.onDecision = { _ in Task { @MainActor in controller.taps += 1 } } }
      }
      """)
    #expect(result.status == 0, "\(result.diagnostics)")
  }
}
