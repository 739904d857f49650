import TapOrLink

/// Something a simulated page does after an input: an input of its own
/// (its answer, its click), given to the engine `delay` after the input it
/// follows.
public struct PageReaction: Hashable, Sendable {
  /// How long after the input the page gives it.
  public var delay: Duration
  /// What the page gives the engine.
  public var input: TapInput
}
