import TapOrLink
import TapOrLinkTesting
import TapScript

/// Small setups the tests share: one web view with one link, as in the
/// scenario contract's example.
enum Fixtures {
  static let link = "https://example.com/a"

  /// A 320×480 web view with a link at [10, 10, 100, 20].
  static var setup: TapSetup {
    TapSetup(
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
      firstPage: "https://example.com/",
      links: [WebLink(href: link, frame: Rect(x: 10, y: 10, width: 100, height: 20))])
  }

  /// The same setup with short timings, so that real-time runs are quick:
  /// a 120 ms window, a 40 ms click delay and a 200 ms long press.
  static var quickSetup: TapSetup {
    var setup = setup
    setup.configuration.window = .milliseconds(120)
    setup.configuration.longPress = .milliseconds(200)
    setup.clickDelay = .milliseconds(40)
    return setup
  }

  static func driver(_ setup: TapSetup = setup) throws -> TapDriver {
    try TapDriver(setup: setup)
  }

  /// A page that answers: a tap at 40 100 answered `content` at 50 ms (a
  /// tap then), and a request for `link` at 300 ms, its late link.
  static func lateLinkDriver() throws -> TapDriver {
    let driver = try TapDriver(
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
      configuration: OverlayConfiguration(strategy: .pageAnswers))
    driver.tap(40, 100, at: ms(0))
    driver.answer(.content, gesture: GestureID(1), at: ms(50))
    driver.request(link, at: ms(300))
    return driver
  }
}

/// Milliseconds as an instant, for brevity.
func ms(_ value: Int) -> Instant { .milliseconds(value) }
