import TapOrLink

/// A timeline command.
public enum Command: Hashable, Sendable {
  /// A finger touches, moves or lifts at a window point.
  case touch(TouchPhase, Point, finger: FingerID)
  /// The system cancels a finger.
  case cancel(finger: FingerID)
  /// The covered web view asks to load a request.
  case request(NavigationRequest)
  /// A view is hidden.
  case hide(ViewID)
  /// A view is shown.
  case show(ViewID)
  /// A view gets a new frame in its parent's coordinates.
  case resize(ViewID, Rect)
  /// The back button is pressed.
  case back
  /// New content is selected: the page becomes the URL, history is cleared.
  case select(String)
  /// The page answers what lies under a gesture's finger.
  case answer(ProbeAnswer, AnswerTarget)
  /// The page moves within its document (`same-document KIND URL`).
  case sameDocument(SameDocumentNavigation)
}
