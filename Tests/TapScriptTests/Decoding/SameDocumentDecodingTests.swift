import TapOrLink
import TapScript
import Testing

/// The `same-document KIND URL` step and a link's `routes:`: what they
/// decode to, and every error with its line and column.
@Suite struct SameDocumentDecodingTests {
  struct Errors: Error {
    var text: String
  }

  func decode(_ text: String) -> Result<Scenario, Errors> {
    switch ScenarioLoader.decode(SourceFile(path: "t.yaml", text: text)) {
    case .success(let scenario): .success(scenario)
    case .failure(let errors):
      .failure(Errors(text: errors.diagnostics.map(\.summary).joined(separator: "\n")))
    }
  }

  func scenario(timeline: String, link: String = "") -> String {
    """
    name: t
    views:
      - id: web
        kind: web
        frame: [0, 0, 320, 480]
        url: https://app.example/
        links:
          - href: https://app.example/a
            frame: [0, 0, 10, 10]
    \(link)
    timeline:
    \(timeline)
    expect:
      - never: tap
    """
  }

  func errors(timeline: String = "  - 0ms: down 5 5", link: String = "") -> String? {
    guard case .failure(let errors) = decode(scenario(timeline: timeline, link: link)) else {
      return nil
    }
    return errors.text
  }

  @Test func everyKindDecodes() throws {
    for kind in SameDocumentKind.allCases {
      let text = scenario(
        timeline: "  - 5ms: same-document \(kind.rawValue) https://app.example/#x")
      let scenario = try decode(text).get()
      #expect(
        scenario.steps.map { (step: Step) in step.command }
          == [.sameDocument(SameDocumentNavigation(to: "https://app.example/#x", kind: kind))])
    }
  }

  @Test func quotedStepDecodes() throws {
    let text = scenario(timeline: "  - 5ms: 'same-document fragment https://app.example/#x'")
    let scenario = try decode(text).get()
    #expect(
      scenario.steps.map { (step: Step) in step.command }
        == [.sameDocument(SameDocumentNavigation(to: "https://app.example/#x", kind: .fragment))])
  }

  @Test func unknownKindSuggestsTheNearest() {
    #expect(
      errors(timeline: "  - 5ms: same-document pushh https://app.example/a")
        == """
        t.yaml:12:24: error: unknown same-document kind `pushh`; did you mean `push`?
        """)
  }

  @Test func missingKindAndURL() {
    #expect(
      errors(timeline: "  - 5ms: same-document")
        == "t.yaml:12:10: error: `same-document` needs a kind and a URL: `same-document KIND URL`")
    #expect(
      errors(timeline: "  - 5ms: same-document push")
        == "t.yaml:12:24: error: `same-document` needs a kind and a URL: `same-document KIND URL`")
  }

  @Test func extraWordAfterTheURL() {
    #expect(
      errors(timeline: "  - 5ms: same-document push https://app.example/a now")
        == "t.yaml:12:51: error: unexpected `now` after the URL of `same-document`")
  }

  @Test func commandWordIsSuggested() {
    #expect(
      errors(timeline: "  - 5ms: same-documnt push https://app.example/a")?.hasPrefix(
        "t.yaml:12:10: error: unknown command `same-documnt`; did you mean `same-document`?")
        == true)
  }

  @Test func routesDecodes() throws {
    let text = scenario(
      timeline: "  - 0ms: down 5 5",
      link:
        "      - href: https://app.example/#b\n        frame: [0, 20, 10, 10]\n        routes: fragment"
    )
    let scenario = try decode(text).get()
    let links = scenario.pages.values.flatMap(\.links)
    #expect(
      links.map(\.routes).sorted { ($0?.rawValue ?? "") < ($1?.rawValue ?? "") } == [
        nil, .fragment,
      ])
  }

  @Test("a `routes:` link off the page's origin, or on a web view with no url, warns at `routes:`")
  func routesOffTheOriginWarns() throws {
    let routes = "        frame: [0, 20, 10, 10]\n        routes: push"
    let same = try decode(
      scenario(timeline: "  - 0ms: down 5 5", link: "      - href: /b\n" + routes)
    ).get()
    #expect(same.warnings.isEmpty)
    let other = try decode(
      scenario(
        timeline: "  - 0ms: down 5 5", link: "      - href: https://elsewhere.example/b\n" + routes)
    ).get()
    #expect(
      other.warnings.map(\.summary) == [
        "t.yaml:12:17: warning: a `routes:` link moves the page within its document, but "
          + "the page `https://app.example/` cannot move to `https://elsewhere.example/b` "
          + "without loading a new document: the engine will ignore its navigation "
          + "(`ignored same-document origin`)"
      ])
    let noURL = scenario(timeline: "  - 0ms: down 5 5", link: "      - href: /b\n" + routes)
      .replacingOccurrences(of: "    url: https://app.example/\n", with: "")
    let without = try decode(noURL).get()
    #expect(without.warnings.count == 1)
    #expect(without.warnings.first?.message.contains("the web view has no `url`") == true)
  }

  @Test func routesRefusesTraverseAndUnknownKinds() {
    #expect(
      errors(
        link:
          "      - href: https://app.example/#b\n        frame: [0, 20, 10, 10]\n        routes: traverse"
      )
        == "t.yaml:12:17: error: a link does not route by `traverse`: a click never moves back or forward"
    )
    #expect(
      errors(
        link:
          "      - href: https://app.example/#b\n        frame: [0, 20, 10, 10]\n        routes: pus"
      )
        == "t.yaml:12:17: error: unknown same-document kind `pus`; did you mean `push`?")
    #expect(
      errors(
        link:
          "      - href: https://app.example/#b\n        frame: [0, 20, 10, 10]\n        rotues: push"
      )?
      .hasPrefix("t.yaml:12:9: error: unknown link key `rotues`; did you mean `routes`?") == true)
  }
}
