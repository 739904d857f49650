/// How the simulated page answers what lies under a finger (config key
/// `page-answers`).
public enum PageAnswerSetting: Hashable, Sendable {
  /// No page answers (`off`, the default): scripted `answer` steps are an
  /// error unless the strategy is `probe`.
  case off
  /// The engine takes answers, but only scripted `answer` steps give them
  /// (`manual`).
  case manual
  /// The page answers each lifted, undecided gesture from its links at
  /// touch-up plus this delay (`page-answers: 16ms`): `link` when a link
  /// lies under the up point, else `content`. Scripted answers are taken
  /// too.
  case after(Duration)

  /// Whether the engine takes page answers.
  public var isOn: Bool { self != .off }

  /// The delay of the simulated page's own answers, if it gives them.
  public var delay: Duration? {
    if case .after(let delay) = self { return delay }
    return nil
  }
}
