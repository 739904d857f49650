import TapOrLink
import TapOrLinkTesting
import Testing

/// The sign-up screen's rule: open the terms, block every other link.
@MainActor final class SignUpLinks: @MainActor TapOverlayDecider {
  private(set) var blocked: [String] = []

  func shouldAllow(_ request: NavigationRequest, as role: RequestRole) -> Bool {
    // Only a link the person activated is the rule's business: the app's
    // own page, a frame's load or a back move are allowed.
    guard role.isLink, !request.url.hasPrefix("https://example.com/terms") else { return true }
    blocked.append(request.url)
    return false
  }

  func runAction(_ name: String, for request: NavigationRequest) {}
}

/// Docs/Testing.md, "Setting up", "Testing your decider" and "Late
/// links": each test here is a recipe there, word for word.
@MainActor
@Suite struct DeciderRecipes {
  static let web = View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)

  @Test func aSetupMadeFromNothing() throws {
    let setup = TapSetup(
      views: [View(id: "web", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .web)],
      firstPage: "https://example.com/",
      links: [
        WebLink(href: "https://example.com/a", frame: Rect(x: 10, y: 10, width: 100, height: 20))
      ],
      configuration: OverlayConfiguration(strategy: .pageAnswers),
      pageAnswerDelay: .milliseconds(16))
    let driver = try TapDriver(setup: setup)
    driver.tap(160, 200, at: .milliseconds(0))
    driver.runUntilIdle()
    expectTap(driver, on: "web", at: .milliseconds(56))
  }

  @Test func theTermsOpenAndEveryOtherLinkIsBlocked() throws {
    let terms = WebLink(
      href: "https://example.com/terms", frame: Rect(x: 10, y: 400, width: 100, height: 20))
    let help = WebLink(
      href: "https://help.example/", frame: Rect(x: 200, y: 400, width: 100, height: 20))
    let driver = try TapDriver(views: [Self.web], links: [terms, help])
    let overlay = MainTapOverlay(driver.overlay)  // what the app's code is given
    let rules = SignUpLinks()
    overlay.decider = rules
    #expect(driver.load("https://example.com/signup") == .allow)  // the app's own page
    driver.tap(50, 410, at: .milliseconds(0))
    driver.tap(250, 410, at: .milliseconds(1_000))
    driver.runUntilIdle()
    expectOutcomes(
      driver,
      [
        .link(to: "https://example.com/terms", at: .milliseconds(340)),
        .link(to: "https://help.example/", at: .milliseconds(1_340)),  // blocked, still a link
      ])
    #expect(rules.blocked == ["https://help.example/"])
    #expect(driver.overlay.history.current == "https://example.com/terms")
  }

  @Test func aLateLinkAfterAContentAnswer() throws {
    let driver = try TapDriver(
      views: [Self.web], configuration: OverlayConfiguration(strategy: .pageAnswers))
    driver.tap(40, 100, at: .milliseconds(0))
    driver.answer(.content, 40, 100, at: .milliseconds(50))  // a wrong answer: a tap at once
    driver.request("https://example.com/a", at: .milliseconds(300))
    expectTap(driver, on: "web", at: .milliseconds(50))
    expectLateLink(driver, to: "https://example.com/a", at: .milliseconds(300))
    #expect(driver.lateLinks.first?.lateness == .milliseconds(250))
  }
}
