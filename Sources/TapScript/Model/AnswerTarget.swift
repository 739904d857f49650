import TapOrLink

/// Which gesture a scripted `answer` step is about.
public enum AnswerTarget: Hashable, Sendable {
  /// The newest gesture the engine started (`answer KIND`).
  case latest
  /// The gesture at a window point (`answer KIND at X Y`): the runner
  /// converts it to the web view's coordinates, as the page script reports
  /// points.
  case point(Point)
  /// The run's gesture number N, counted from 1 (`answer KIND gesture N`).
  case gesture(GestureID)
}
