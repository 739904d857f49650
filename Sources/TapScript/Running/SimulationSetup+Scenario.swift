import TapOrLink

extension SimulationSetup {
  /// The setup a scenario file describes: its views, the covered web view's
  /// page, its `config`, `bridge` and `priority`.
  public init(scenario: Scenario) {
    let tree = try? ViewTree(scenario.views)
    let covered = scenario.overlay ?? tree?.firstView(ofKind: .web)
    let web = covered.flatMap { tree?.firstView(ofKind: .web, within: $0) }
    let page = web.flatMap { scenario.pages[$0] } ?? WebPage()
    self.init(
      views: scenario.views, covering: covered, firstPage: page.url, links: page.links,
      controls: page.controls,
      configuration: scenario.config.overlayConfiguration(bridge: scenario.bridge),
      clickDelay: scenario.config.clickDelay,
      router: TouchRouter(priorityViews: scenario.priority),
      pageAnswerDelay: scenario.config.pageAnswers.delay, block: scenario.decider)
  }
}
