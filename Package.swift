// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TapOrLink",
  products: [
    .library(name: "TapOrLink", targets: ["TapOrLink"]),
    .library(name: "TapScript", targets: ["TapScript"]),
    .library(name: "TapOrLinkTesting", targets: ["TapOrLinkTesting"]),
    .executable(name: "taporlink", targets: ["taporlink"]),
    .executable(name: "taporlink-bench", targets: ["taporlink-bench"]),
  ],
  dependencies: [],
  targets: [
    // Core library: the overlay engine.
    .target(
      name: "TapOrLink",
      // `sqrt` and `round` live in libm, which Foundation pulls in on Linux;
      // link it directly so Foundation-free clients link too.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

    // Scenario language and its virtual-time runner.
    .target(name: "TapScript", dependencies: ["TapOrLink"]),

    // Deterministic test support for users' XCTest and Swift Testing suites.
    .target(name: "TapOrLinkTesting", dependencies: ["TapOrLink", "TapScript"]),

    // Command-line front ends.
    .executableTarget(name: "taporlink", dependencies: ["TapScript"]),
    .executableTarget(
      name: "taporlink-bench", dependencies: ["TapOrLink", "TapScript", "CAllocationCounter"]),

    // Counts heap allocations for the benchmark (glibc only).
    .target(name: "CAllocationCounter"),

    // Tests
    .testTarget(name: "TapOrLinkTests", dependencies: ["TapOrLink", "TapOrLinkTesting"]),
    .testTarget(name: "TapScriptTests", dependencies: ["TapScript", "taporlink"]),
    .testTarget(
      name: "TapOrLinkTestingTests", dependencies: ["TapOrLinkTesting", "TapOrLink", "TapScript"]),
  ],
  swiftLanguageModes: [.v6]
)
