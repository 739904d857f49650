import TapOrLink
import TapOrLinkTesting
import Testing

/// A reader of decisions that does asynchronous work for each one, as code
/// under test might (saving to a store, calling a service).
@MainActor
private final class SlowReader {
  private(set) var handled: [Instant] = []
  private(set) var ended = false

  func read(_ decisions: AsyncStream<Decision>) async {
    for await decision in decisions {
      await Store.shared.save(decision)
      handled.append(decision.time)
    }
    ended = true
  }
}

/// An actor the reader awaits, so that each decision takes several hops.
private actor Store {
  static let shared = Store()
  private var saved = 0
  func save(_ decision: Decision) { saved += 1 }
}

/// The feed's handshake: a test advances synchronously, then waits for a
/// fact (the reader asked for more), never for a guess.
@MainActor
@Suite("DecisionFeed: async readers, deterministically")
struct DecisionFeedTests {
  @Test("untilConsumed waits until the reader has handled every decision, however it awaits")
  func waitsForTheReader() async throws {
    let driver = try Fixtures.driver()
    let reader = SlowReader()
    let feed = driver.decisionFeed()
    let task = Task { await reader.read(feed.stream) }
    for round in 0..<20 {
      driver.tap(160, 200, at: ms(round * 1_000))
      driver.advance(to: ms(round * 1_000 + 790))
      await feed.untilConsumed()
      #expect(reader.handled.count == round + 1)
    }
    #expect(feed.takenCount == 20)
    feed.finish()
    await task.value
    #expect(reader.ended)
  }

  @Test("decisions made before the reader starts are kept for it")
  func buffersForALateReader() async throws {
    let driver = try Fixtures.driver()
    let feed = driver.decisionFeed()
    driver.tap(160, 200, at: ms(0))
    driver.tap(50, 20, at: ms(1_000))
    driver.runUntilIdle()
    #expect(feed.bufferedCount == 2)
    let reader = SlowReader()
    let task = Task { await reader.read(feed.stream) }
    await feed.untilConsumed()
    #expect(reader.handled == [ms(790), ms(1_340)])
    #expect(feed.bufferedCount == 0)
    feed.finish()
    await task.value
  }

  @Test("a feed sees only decisions made after it was created")
  func startsNow() async throws {
    let driver = try Fixtures.driver()
    driver.tap(160, 200, at: ms(0))
    driver.runUntilIdle()
    let feed = driver.decisionFeed()
    driver.tap(160, 200, at: ms(1_000))
    driver.runUntilIdle()
    feed.finish()
    var times: [Instant] = []
    for await decision in feed.stream { times.append(decision.time) }
    #expect(times == [ms(1_790)])
  }

  @Test("the test itself can await the next decision after advancing")
  func testAwaitsNextDecision() async throws {
    let driver = try Fixtures.driver()
    let feed = driver.decisionFeed()
    var decisions = feed.stream.makeAsyncIterator()
    driver.tap(50, 20, at: ms(0))
    driver.advance(by: .milliseconds(300))
    let next = await decisions.next()
    #expect(next?.outcome == .link(NavigationRequest(url: Fixtures.link)))
    #expect(next?.time == ms(340))
  }

  @Test("finish ends the reader's loop after what is buffered; later decisions are dropped")
  func finishEndsTheStream() async throws {
    let driver = try Fixtures.driver()
    let feed = driver.decisionFeed()
    driver.tap(160, 200, at: ms(0))
    driver.runUntilIdle()
    feed.finish()
    feed.finish()
    driver.tap(160, 200, at: ms(1_000))
    driver.runUntilIdle()
    let reader = SlowReader()
    await reader.read(feed.stream)
    #expect(reader.handled == [ms(790)])
    #expect(reader.ended)
    await feed.untilConsumed()
  }

  @Test("cancelling the reader's task ends its loop and releases waiters")
  func cancellingTheReader() async throws {
    let driver = try Fixtures.driver()
    let feed = driver.decisionFeed()
    let reader = SlowReader()
    let task = Task { await reader.read(feed.stream) }
    await feed.untilConsumed()
    task.cancel()
    await task.value
    #expect(reader.ended)
    await feed.untilConsumed()
  }

  @Test("a waiter with no reader returns when its task is cancelled")
  func waiterCancelled() async throws {
    let driver = try Fixtures.driver()
    let feed = driver.decisionFeed()
    driver.tap(160, 200, at: ms(0))
    driver.runUntilIdle()
    let waiter = Task { await feed.untilConsumed() }
    waiter.cancel()
    await waiter.value
    #expect(feed.takenCount == 0)
  }

  @Test("the driver finishes its feeds when it goes away")
  func driverFinishesFeeds() async throws {
    var driver: TapDriver? = try Fixtures.driver()
    let feed = try #require(driver).decisionFeed()
    driver?.tap(160, 200, at: ms(0))
    driver?.runUntilIdle()
    driver = nil
    var count = 0
    for await _ in feed.stream { count += 1 }
    #expect(count == 1)
  }
}
