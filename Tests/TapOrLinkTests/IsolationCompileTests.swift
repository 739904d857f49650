// No Harness: it compiles snippets that must not compile; it drives no overlay.
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
      extension ViewController: @MainActor TapOverlayDecider {
        func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
          taps += 1
          return true
        }
        func runAction(_ name: String, for request: NavigationRequest) {}
      }
      @MainActor func wire(_ shared: SharedTapOverlay, _ controller: ViewController) {
        shared.perform { $0.decider = controller }
      }
      """)
    #expect(result.status != 0)
    #expect(
      result.diagnostics.contains(
        "main actor-isolated conformance of 'ViewController' to 'TapOverlayDecider' "
          + "cannot be used in nonisolated context"), "\(result.diagnostics)")
  }

  @Test("an observer that changes main-actor state cannot be added to the any-thread overlay")
  func mainActorStateInClosureIsRejected() throws {
    let result = try Self.check(
      """
      @MainActor func wire(_ shared: SharedTapOverlay, _ controller: ViewController) {
        shared.addObserver { _ in controller.taps += 1 }
      }
      """)
    #expect(result.status != 0)
    #expect(
      result.diagnostics.contains(
        "main actor-isolated property 'taps' can not be mutated from a Sendable closure"),
      "\(result.diagnostics)")
  }

  @Test("a @MainActor observer cannot be added to the any-thread overlay")
  func mainActorClosureIsRejected() throws {
    let result = try Self.check(
      """
      @MainActor func wire(_ shared: SharedTapOverlay, _ controller: ViewController) {
        shared.perform { $0.addObserver { @MainActor _ in controller.taps += 1 } }
      }
      """)
    #expect(result.status != 0)
    #expect(result.diagnostics.contains("loses global actor 'MainActor'"), "\(result.diagnostics)")
  }

  @Test("`.cancel` for a refused request says the word is `.block`")
  func cancelPolicyIsRenamed() throws {
    let result = try Self.check(
      """
      func refused(_ policy: NavigationPolicy) -> Bool { policy == .cancel }
      """)
    // Without the unavailable alias the compiler found `UnsafeCurrentTask.cancel`.
    #expect(result.status != 0)
    #expect(
      result.diagnostics.contains("'cancel' has been renamed to 'block'"), "\(result.diagnostics)")
    #expect(!result.diagnostics.contains("UnsafeCurrentTask"), "\(result.diagnostics)")
  }

  @Test("the decider list's old names still compile, each with a warning that names the new one")
  func oldBlockListNamesAreDeprecated() throws {
    let checker = try #require(SwiftTypeChecker())
    let result = try checker.typecheck(
      """
      import TapOrLink
      import TapSimulation

      func setup(_ tree: ViewTree) throws -> SimulationSetup {
        var setup = SimulationSetup(views: [], cancel: CancelList(["https://ads.example/"]))
        setup.cancel = nil
        _ = try Simulation(tree: tree, cancel: nil)
        return setup
      }
      """)
    #expect(result.status == 0, "\(result.diagnostics)")
    for warning in [
      "'CancelList' is deprecated: renamed to 'BlockList'",
      "'cancel' is deprecated: renamed to 'block'",
      "is deprecated: the app's decider's list is `block:`",
    ] {
      #expect(result.diagnostics.contains(warning), "\(result.diagnostics)")
    }
  }

  @Test(
    "a decider method with a misspelt label or a wrong type does not compile",
    arguments: [
      // The label a new user wrote for the seed's callback.
      "func shouldAlow(_ request: NavigationRequest, as role: RequestRole) -> Bool { true }",
      // The question without what the request is to the engine.
      "func shouldAllow(_ request: NavigationRequest) -> Bool { true }",
    ])
  func misspeltDeciderIsRejected(shouldAllow: String) throws {
    let result = try Self.check(
      """
      extension ViewController: @MainActor TapOverlayDecider {
        \(shouldAllow)
        func runAction(_ name: String, for request: NavigationRequest) {}
      }
      """)
    // A wrong label is named ("has different argument labels from those
    // required by protocol"); a wrong type leaves the requirement unmet.
    #expect(result.status != 0)
    #expect(
      result.diagnostics.contains("required by protocol 'TapOverlayDecider'")
        || result.diagnostics.contains(
          "type 'ViewController' does not conform to protocol 'TapOverlayDecider'"),
      "\(result.diagnostics)")
  }

  @Test("the sound forms compile: a main-actor overlay, and Sendable callbacks on the shared one")
  func soundFormsCompile() throws {
    let result = try Self.check(
      """
      extension ViewController: @MainActor TapOverlayDecider {
        func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
          taps += 1
          return true
        }
        func runAction(_ name: String, for request: NavigationRequest) {}
      }
      final class Vetoer: TapOverlayDecider, Sendable {
        func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool { true }
        func runAction(_ name: String, for request: NavigationRequest) {}
      }
      @MainActor func wire(_ tree: ViewTree, _ controller: ViewController) throws {
        let overlay = try MainTapOverlay(tree: tree)
        overlay.decider = controller
        overlay.addObserver { event in if let tap = event.tappedView { controller.taps += tap.point.x > 0 ? 1 : 0 } }
        let shared = try SharedTapOverlay(tree: tree)
        let vetoer = Vetoer()
        shared.perform { $0.decider = vetoer }
        shared.addObserver { event in print(event) }
        shared.addObserver { _ in Task { @MainActor in controller.taps += 1 } }
      }
      """)
    #expect(result.status == 0, "\(result.diagnostics)")
  }
}
