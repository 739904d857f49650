/// One input the overlay was given, as a ``FlightRecorder`` keeps it: what
/// a scenario's timeline would play to give the engine the same input.
///
/// Each case is one kind of input; a new kind of input is one new case
/// here (and its line in the scenario writer).
public enum RecordedInput: Hashable, Sendable {
  /// A touch: its phase, where (window coordinates) and which finger.
  case touch(TouchPhase, Point, finger: FingerID)
  /// A request the web view asked about, with the answer the engine gave
  /// (a `block` of a non-bridge request was the delegate's veto).
  case request(NavigationRequest, answered: NavigationPolicy)
  /// The back button was pressed.
  case back
  /// New content was selected: the page became the only one in history.
  case select(String)
  /// A view was hidden (`true`) or shown.
  case setHidden(ViewID, Bool)
  /// A view got a new frame, in its parent's coordinates.
  case setFrame(ViewID, Rect)
  /// The page answered about a gesture, and the engine took the answer
  /// (answers it ignored change nothing and are not recorded). An answer
  /// about a point is kept as the gesture it matched.
  case answer(ProbeAnswer, gesture: GestureID)
  /// The page moved within its document, and the engine took it (one it
  /// ignored changes nothing and is not recorded).
  case sameDocument(SameDocumentNavigation)
}
