// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TapOrLink",
  // The API uses `Duration` (and its tests `ContinuousClock` and
  // `Task.sleep(for:)`), which need these releases; Linux needs nothing.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  // What an app and its tests import: the engine; the web view's
  // connection and its page script; the test support; the scenario
  // language with the simulation it runs on. A product may hold several
  // modules, each imported by its own name.
  products: [
    .library(name: "TapOrLink", targets: ["TapOrLink"]),
    .library(name: "TapOrLinkWebKit", targets: ["TapOrLinkWebKit", "TapOrLinkPageScript"]),
    .library(
      name: "TapOrLinkTesting",
      targets: ["TapOrLinkTesting", "TapScriptTesting", "TapOrLinkWebKitTesting"]),
    .library(name: "TapScript", targets: ["TapScript", "TapSimulation"]),
    .executable(name: "taporlink", targets: ["taporlink"]),
  ],
  dependencies: [],
  targets: [
    // Core library: the overlay engine.
    .target(
      name: "TapOrLink",
      // `sqrt` and `round` live in libm, which Foundation pulls in on Linux;
      // link it directly so Foundation-free clients link too.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

    // The page script a web view injects to answer what is under a finger:
    // a resource, so a target of its own keeps Foundation (Bundle.module)
    // out of the engine.
    .target(
      name: "TapOrLinkPageScript", dependencies: ["TapOrLink"],
      resources: [.copy("Resources/taporlink-page.js")]),

    // A WKWebView connected in one line: touches, navigation actions, the
    // page script and its messages. The rules are platform-neutral; the
    // UIKit and WebKit glue (Apple/) compiles only where those exist, and
    // against Tests/AppleShim in CI (.ci/apple-shim).
    .target(
      name: "TapOrLinkWebKit", dependencies: ["TapOrLink", "TapOrLinkPageScript"]),

    // The engine on virtual time against a simulated page, recording a
    // trace: what the scenario runner and the test drivers both play on,
    // without the language's parser, writer and reports.
    .target(name: "TapSimulation", dependencies: ["TapOrLink"]),

    // Scenario language and its runner (re-exports TapSimulation).
    .target(name: "TapScript", dependencies: ["TapOrLink", "TapSimulation"]),

    // Deterministic test support for users' XCTest and Swift Testing suites.
    .target(name: "TapOrLinkTesting", dependencies: ["TapOrLink", "TapSimulation"]),

    // The same assertions on scenario text and files, and a driver's
    // timeline written as a scenario: the parts that need the language.
    .target(name: "TapScriptTesting", dependencies: ["TapOrLinkTesting", "TapScript"]),

    // The same on a web view's messages (WebViewInput): a module of its
    // own, so that the test support itself needs no web view.
    .target(
      name: "TapOrLinkWebKitTesting",
      dependencies: [
        "TapOrLinkTesting", "TapOrLinkWebKit", "TapOrLinkPageScript", "TapOrLink",
        "TapSimulation",
      ]),

    // The command line: runs and draws scenarios. The evidence, its
    // importers and the benchmarks are the lab's, a package of its own
    // (Tools/lab) that this one never builds.
    .executableTarget(name: "taporlink", dependencies: ["TapScript"]),

    // Draws Docs/images/architecture.svg from Docs/images/architecture.txt
    // (`swift run draw-architecture`); DocsTests holds the picture to the
    // manifest.
    .executableTarget(name: "draw-architecture", path: "Tools/docs/draw-architecture"),

    // Tests, and the helpers every test target shares.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "TapOrLinkTests",
      dependencies: ["TapOrLink", "TapOrLinkTesting", "TestSupport", "TapOrLinkPageScript"]),
    .testTarget(name: "TapScriptTests", dependencies: ["TapScript", "taporlink", "TestSupport"]),
    // The Swift of Docs/Integration.md, compiled (UIKit and WebKit parts
    // only where those frameworks exist) and tested.
    .testTarget(
      name: "IntegrationGuideTests",
      dependencies: [
        "TapOrLink", "TapOrLinkWebKit", "TapOrLinkTesting", "TapScript", "TestSupport",
      ]),
    .testTarget(
      name: "TapOrLinkWebKitTests",
      dependencies: ["TapOrLinkWebKit", "TapOrLink", "TapOrLinkPageScript", "TapOrLinkTesting"]),
    .testTarget(
      name: "TapOrLinkTestingTests",
      dependencies: ["TapOrLinkTesting", "TapScriptTesting", "TapOrLink", "TapScript"]),
    // The docs held to the code: Docs/Testing.md's recipes (each one a
    // test here, word for word), the WebKit message driver, the README's
    // length and the glossary.
    .testTarget(
      name: "DocsTests",
      dependencies: [
        "TapOrLinkTesting", "TapScriptTesting", "TapOrLinkWebKitTesting", "TapOrLinkWebKit",
        "TapOrLink", "TapScript", "TestSupport", "draw-architecture",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
