import TapOrLink
import TapScript

/// A setup and the steps played on it: a timeline that can be played again,
/// on virtual time or in real time (``RealTimeReplay``).
///
/// A ``TapDriver`` records one as it plays (``TapDriver/timeline``); a
/// scenario file holds one too (``init(scenario:)``).
public struct TapTimeline: Sendable {
  /// The views, page and settings the steps run against.
  public var setup: TapSetup
  /// The steps, in order, at absolute instants.
  public var steps: [Step]

  /// Creates a timeline.
  public init(setup: TapSetup, steps: [Step]) {
    self.setup = setup
    self.steps = steps
  }

  /// The timeline of a scenario file (its `expect:` is not part of it).
  public init(scenario: Scenario) {
    self.init(setup: TapSetup(scenario: scenario), steps: scenario.steps)
  }

  /// The steps as a scenario file writes them (`- 40ms: up 50 20`), one a
  /// line: paste them under `timeline:`.
  public var stepLines: [String] {
    steps.map { "- \($0.time): \(Self.text(of: $0.command))" }
  }

  static func text(of command: Command) -> String {
    func fingerSuffix(_ finger: FingerID) -> String { finger == 1 ? "" : " finger \(finger)" }
    switch command {
    case .touch(let phase, let point, let finger):
      return "\(phase.rawValue) \(point)\(fingerSuffix(finger))"
    case .cancel(let finger):
      return "cancel\(fingerSuffix(finger))"
    case .request(let request):
      let type = request.type == .link ? "" : " type \(request.type.rawValue)"
      return "request \(request.url)\(type)\(request.isMainFrame ? "" : " subframe")"
    case .hide(let view):
      return "hide \(view)"
    case .show(let view):
      return "show \(view)"
    case .resize(let view, let frame):
      let numbers = [frame.minX, frame.minY, frame.size.width, frame.size.height]
      return "resize \(view) " + numbers.map(NumberText.shortest).joined(separator: " ")
    case .back:
      return "back"
    case .select(let url):
      return "select \(url)"
    case .answer(let kind, let target):
      switch target {
      case .latest: return "answer \(kind.rawValue)"
      case .point(let point):
        return
          "answer \(kind.rawValue) at \(NumberText.shortest(point.x)) \(NumberText.shortest(point.y))"
      case .gesture(let id): return "answer \(kind.rawValue) gesture \(id.number)"
      }
    case .sameDocument(let navigation):
      return "same-document \(navigation.kind.rawValue) \(navigation.url)"
    }
  }
}
