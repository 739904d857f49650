// swift-tools-version: 6.0
import PackageDescription

// The lab: evidence from the real world (recorded fingers, recorded pages
// in real web engines) turned into scenarios and tables, the benchmarks,
// and the generated scenarios (Scenarios/real-web, Scenarios/real-pages).
// A package of its own, so that the library's `swift test` and
// `swift run taporlink Scenarios` never build it; it uses the root
// package's public API only. Run from the root:
//   swift run --package-path Tools/lab taporlink-lab help
//   swift run --package-path Tools/lab -c release taporlink-bench
// The root package, by path: this checkout's by default; TAPORLINK_ROOT
// names another (as in Tools/webkitgtk).
let root = Context.environment["TAPORLINK_ROOT"] ?? "../.."

let package = Package(
  name: "TapOrLinkLab",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "taporlink-lab", targets: ["taporlink-lab"]),
    .executable(name: "taporlink-bench", targets: ["taporlink-bench"]),
  ],
  dependencies: [.package(name: "TapOrLink", path: root)],
  targets: [
    // Evidence from the real world: recorded fingers and recorded pages,
    // turned into scenarios and tables. Its API is `package`: only the
    // command line, the benchmarks and the tests use it.
    .target(
      name: "TapEvidence",
      dependencies: [
        .product(name: "TapOrLink", package: "TapOrLink"),
        .product(name: "TapScript", package: "TapOrLink"),
        // The page script's message type: an answer's point is mapped into
        // the view by its rule, the one an app's integration uses.
        .product(name: "TapOrLinkWebKit", package: "TapOrLink"),
      ]),

    // `taporlink-lab import-trace` and `import-recording`: the evidence's
    // command line. Its OptionWords.swift and StandardError.swift are links
    // to the root command's files, which it shares.
    .executableTarget(
      name: "taporlink-lab",
      dependencies: [
        "TapEvidence", .product(name: "TapOrLink", package: "TapOrLink"),
        .product(name: "TapScript", package: "TapOrLink"),
      ]),

    // Speed, allocations and the evidence's tables.
    .executableTarget(
      name: "taporlink-bench",
      dependencies: [
        "TapEvidence", "CAllocationCounter", .product(name: "TapOrLink", package: "TapOrLink"),
        .product(name: "TapScript", package: "TapOrLink"),
      ]),

    // Counts heap allocations for the benchmark (glibc only).
    .target(name: "CAllocationCounter"),

    // The root's test helpers (Tests/TestSupport, by a link): scratch
    // folders, the package's root (here Tools/lab), a binary run as a user
    // would run it.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "TapEvidenceTests",
      dependencies: [
        "TapEvidence", "taporlink-lab", "TestSupport",
        .product(name: "TapOrLink", package: "TapOrLink"),
        .product(name: "TapScript", package: "TapOrLink"),
        .product(name: "TapOrLinkTesting", package: "TapOrLink"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
