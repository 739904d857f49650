import TapOrLink
import TapOrLinkTesting

/// The reading screen's layout for tests: a 320×436 web view showing
/// article 42, with a link to article 43 near the bottom, and a 44-point
/// toolbar under it with A− and A+. The page may call
/// `nativeaction://hideShow`.
enum ReaderScreen {
  static let article = "https://reader.example.com/articles/42"
  static let nextArticle = "https://reader.example.com/articles/43"
  static let hideShow = "nativeAction://hideShow"

  /// A point on the article's text, one on the link, and the buttons.
  static let text = Point(x: 160, y: 200)
  static let link = Point(x: 100, y: 392)
  static let smallerButton = Point(x: 40, y: 458)
  static let largerButton = Point(x: 280, y: 458)

  static var setup: TapSetup {
    TapSetup(
      views: [
        View(
          id: ReaderController.web, frame: Rect(x: 0, y: 0, width: 320, height: 436), kind: .web),
        View(
          id: ReaderController.toolbarView, frame: Rect(x: 0, y: 436, width: 320, height: 44),
          children: [
            View(id: ReaderController.smaller, frame: Rect(x: 10, y: 4, width: 60, height: 36)),
            View(id: ReaderController.larger, frame: Rect(x: 250, y: 4, width: 60, height: 36)),
          ]),
      ],
      firstPage: article,
      links: [WebLink(href: nextArticle, frame: Rect(x: 20, y: 380, width: 200, height: 24))],
      configuration: OverlayConfiguration(
        bridge: SchemeBridge(
          scheme: "nativeaction", actions: ["hideShow"],
          allowedOrigins: [Origin("https://reader.example.com")!])),
      router: TouchRouter(priorityViews: [ReaderController.smaller, ReaderController.larger]))
  }
}
