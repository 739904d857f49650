// No Harness: it checks that setting up an overlay refuses a bridge, so there is none to drive.
import TapOrLink
import Testing

/// A bridge whose scheme no request can use is refused with the
/// configuration, naming the setting.
@Suite struct BridgeSchemeValidationTests {
  static func configuration(_ scheme: String) -> OverlayConfiguration {
    OverlayConfiguration(bridge: SchemeBridge(scheme: scheme, actions: ["go"], allowedOrigins: []))
  }

  @Test(
    "schemes that can never match are refused",
    arguments: [
      " nativeaction", "nativeaction:", "", "nativeaction://", "native action", "1app", "é",
    ])
  func refused(scheme: String) throws {
    let error = try #require(throws: OverlayConfigurationError.self) {
      try Self.configuration(scheme).validated()
    }
    guard case .bridgeScheme(let named, _) = error else {
      Issue.record("expected a bridge scheme error, got \(error)")
      return
    }
    #expect(named == scheme.lowercased())
    #expect(error.setting == "bridge")
    #expect(error.description.hasPrefix("bridge.scheme \"\(scheme.lowercased())\" "))
    #expect(throws: OverlaySetupError.invalidConfiguration(error)) {
      try TapOverlay(
        tree: Fixtures.tree(), configuration: Self.configuration(scheme),
        scheduler: ManualScheduler())
    }
  }

  @Test("schemes a URL can have are accepted", arguments: ["nativeaction", "app+x", "a.b-c", "X1"])
  func accepted(scheme: String) throws {
    _ = try Self.configuration(scheme).validated()
  }

  @Test("the message says what is wrong")
  func messages() {
    #expect(
      SchemeBridge.schemeProblem("")
        == "is empty; a scheme is a letter followed by letters, digits, +, - or .")
    #expect(SchemeBridge.schemeProblem("nativeaction:")?.hasPrefix("holds \":\", which") == true)
    #expect(
      SchemeBridge.schemeProblem(" nativeaction")?.hasPrefix("must start with a letter") == true)
  }
}
