import TapOrLink
import TapOrLinkTesting
import TapScript

/// Short timelines for real-time runs, recorded with the driver.
enum RealTimeTimelines {
  /// A tap on content, a link, a move and a long press, with every step at
  /// least 40 ms from the rule boundary it is near (about 0.7 s in all).
  static var mixed: TapTimeline {
    let driver = try! TapDriver(setup: Fixtures.quickSetup)
    driver.tap(160, 200, at: ms(0))  // tap decided at 40 + 120 = 160
    driver.tap(50, 20, at: ms(200))  // link requested at 240 + 40 = 280
    driver.down(160, 300, at: ms(420))
    driver.move(190, 300, at: ms(440))  // moved at 440
    driver.up(190, 300, at: ms(460))
    driver.down(160, 300, at: ms(500))  // long press at 700
    driver.up(160, 300, at: ms(760))
    return driver.timeline
  }
}
