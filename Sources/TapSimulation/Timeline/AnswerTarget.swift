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

extension AnswerTarget {
  /// What the engine is told the answer is about, as the page script would
  /// say it to `overlay`: the gesture, or the point in the web view's
  /// coordinates. The newest gesture when none has started yet is gesture
  /// 0, which the engine reports as unknown.
  public func subject(in overlay: TapOverlay) -> PageAnswer.Subject {
    switch self {
    case .latest: return .gesture(overlay.latestGesture ?? GestureID(0))
    case .point(let point):
      return .point(overlay.tree.convert(point, to: overlay.webView) ?? point)
    case .gesture(let id): return .gesture(id)
    }
  }
}
