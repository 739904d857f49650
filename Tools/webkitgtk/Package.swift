// swift-tools-version: 6.0
import PackageDescription

// TapOrLink in a real browser engine: a WebKitWebView (WebKitGTK 4.1, GTK 3)
// connected to the engine, the live runner (Tools/live/run) and a demo.
// A package of its own, so that the root package builds and tests on a
// machine without WebKitGTK's development files (apt-get install -y
// libwebkit2gtk-4.1-dev). Tools/lab/Docs/Live.md explains it.
// The root package, by path: this checkout's by default; TAPORLINK_ROOT
// names another (a clean copy of the root, while the root's own work tree
// is being edited).
let root = Context.environment["TAPORLINK_ROOT"] ?? "../.."

let package = Package(
  name: "TapOrLinkGTK",
  products: [
    .library(name: "TapOrLinkGTK", targets: ["TapOrLinkGTK"]),
    .executable(name: "taporlink-live", targets: ["taporlink-live"]),
    .executable(name: "taporlink-demo", targets: ["taporlink-demo"]),
  ],
  dependencies: [.package(name: "TapOrLink", path: root)],
  targets: [
    // WebKitGTK's, GTK's and GLib's C API, found with pkg-config.
    .systemLibrary(
      name: "CWebKitGTK", pkgConfig: "webkit2gtk-4.1",
      providers: [.apt(["libwebkit2gtk-4.1-dev"])]),

    // The integration: a WebKitWebView connected to the engine in one call
    // (GTKWebViewConnection), its timers on GLib's main context.
    .target(
      name: "TapOrLinkGTK",
      dependencies: [
        "CWebKitGTK",
        .product(name: "TapOrLink", package: "TapOrLink"),
        // TapOrLinkWebKit and TapOrLinkPageScript, one product.
        .product(name: "TapOrLinkWebKit", package: "TapOrLink"),
      ]),

    // Plays a plan of touches on real pages with the integration connected,
    // and replays each tap's own flight recording (Tools/live/run drives it).
    .executableTarget(
      name: "taporlink-live",
      dependencies: [
        "TapOrLinkGTK", "CWebKitGTK",
        .product(name: "TapOrLink", package: "TapOrLink"),
        .product(name: "TapScript", package: "TapOrLink"),
      ]),

    // A window showing a page, the decisions listed as they come.
    .executableTarget(
      name: "taporlink-demo",
      dependencies: [
        "TapOrLinkGTK", "CWebKitGTK", .product(name: "TapOrLink", package: "TapOrLink"),
      ]),

    .testTarget(
      name: "TapOrLinkGTKTests",
      dependencies: [
        "TapOrLinkGTK", "CWebKitGTK", .product(name: "TapOrLink", package: "TapOrLink"),
        .product(name: "TapOrLinkWebKit", package: "TapOrLink"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
