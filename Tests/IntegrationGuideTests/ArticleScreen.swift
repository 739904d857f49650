import TapOrLink

/// The guide's screen: an article in a web view, a toolbar over its bottom
/// edge, and a page script that may call the app.
enum ArticleScreen {
  static let web: ViewID = "web"
  static let toolbar: ViewID = "toolbar"

  /// The window's views, in window coordinates, back to front.
  static func tree(width: Double, height: Double) throws -> ViewTree {
    try ViewTree([
      View(id: web, frame: Rect(x: 0, y: 0, width: width, height: height), kind: .web),
      View(id: toolbar, frame: Rect(x: 0, y: height - 44, width: width, height: 44)),
    ])
  }

  /// The engine's settings: the defaults, and the page's bridge.
  static let configuration = OverlayConfiguration(
    bridge: SchemeBridge(
      scheme: "nativeaction", actions: ["hideShow"],
      allowedOrigins: [Origin(scheme: "https", host: "reader.example.com", port: nil)]))
}
