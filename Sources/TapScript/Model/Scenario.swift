import TapOrLink

/// One scenario file, read and validated: a view tree, engine settings, a
/// timeline of steps and the expectations to check the trace against.
public struct Scenario: Sendable {
  /// The file's path, as given.
  public var path: String
  /// The one line that says what the scenario shows.
  public var name: String
  /// Engine and page settings.
  public var config: ScenarioConfig
  /// The view tree, back to front.
  public var views: [View]
  /// Each web view's first page and links, by view.
  public var pages: [ViewID: WebPage]
  /// The covered view; `nil` means the first web view.
  public var overlay: ViewID?
  /// The touch router's priority views.
  public var priority: [ViewID]
  /// The custom-scheme bridge, if any.
  public var bridge: SchemeBridge?
  /// The app's decider (`decider:`, contract 1.3): the requests it
  /// blocks; `nil` allows every request.
  public var decider: BlockList?
  /// The timeline, in order, times absolute.
  public var steps: [Step]
  /// The expectations, in file order.
  public var expectations: [ExpectedEvent]
  /// The line of the `expect:` key (failures about unexpected outcomes
  /// point here).
  public var expectLine: Int
  /// What reading the file warned about: valid text that was most likely
  /// not meant as it reads (a ``ScriptDiagnostic`` of severity
  /// ``ScriptDiagnostic/Severity/warning`` each). Reports print them; they
  /// fail nothing.
  public var warnings: [ScriptDiagnostic]

  /// Creates a scenario.
  public init(
    path: String, name: String, config: ScenarioConfig = ScenarioConfig(), views: [View],
    pages: [ViewID: WebPage] = [:], overlay: ViewID? = nil, priority: [ViewID] = [],
    bridge: SchemeBridge? = nil, decider: BlockList? = nil, steps: [Step],
    expectations: [ExpectedEvent], expectLine: Int = 1, warnings: [ScriptDiagnostic] = []
  ) {
    self.decider = decider
    self.path = path
    self.name = name
    self.config = config
    self.views = views
    self.pages = pages
    self.overlay = overlay
    self.priority = priority
    self.bridge = bridge
    self.steps = steps
    self.expectations = expectations
    self.expectLine = expectLine
    self.warnings = warnings
  }
}
